import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    description: {
      id: 'ui.ReportProblemDialog.description',
      defaultMessage: 'Tell us what is wrong with this question. The content team reads every report.',
    },
    reason: { id: 'ui.ReportProblemDialog.reason', defaultMessage: 'Reason' },
    wrong_answer: { id: 'ui.ReportProblemDialog.wrongAnswer', defaultMessage: 'The answer is wrong' },
    unclear: { id: 'ui.ReportProblemDialog.unclear', defaultMessage: 'The question is unclear' },
    typo: { id: 'ui.ReportProblemDialog.typo', defaultMessage: 'Typo or translation error' },
    outdated: { id: 'ui.ReportProblemDialog.outdated', defaultMessage: 'Outdated for current Kafka' },
    other: { id: 'ui.ReportProblemDialog.other', defaultMessage: 'Something else' },
    comment: { id: 'ui.ReportProblemDialog.comment', defaultMessage: 'Comment (optional)' },
    commentHint: {
      id: 'ui.ReportProblemDialog.commentHint',
      defaultMessage: 'What should it say? A link to the documentation helps.',
    },
    cancel: { id: 'ui.ReportProblemDialog.cancel', defaultMessage: 'Cancel' },
    close: { id: 'ui.ReportProblemDialog.close', defaultMessage: 'Close' },
    send: { id: 'ui.ReportProblemDialog.send', defaultMessage: 'Send report' },
    update: { id: 'ui.ReportProblemDialog.update', defaultMessage: 'Update report' },
    sending: { id: 'ui.ReportProblemDialog.sending', defaultMessage: 'Sending…' },
    error: {
      id: 'ui.ReportProblemDialog.error',
      defaultMessage: 'Your report could not be sent. Please try again.',
    },
    done: {
      id: 'ui.ReportProblemDialog.done',
      defaultMessage: 'Thank you: your report was received. You can change it at any time.',
    },
  }),
  title: defineMessage<{ number: number }>({
    id: 'ui.ReportProblemDialog.title',
    defaultMessage: 'Report a problem with question {number, number}',
  }),
};
