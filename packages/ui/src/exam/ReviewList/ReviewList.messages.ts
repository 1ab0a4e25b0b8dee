import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    correct: { id: 'ui.ReviewList.correct', defaultMessage: 'Correct' },
    incorrect: { id: 'ui.ReviewList.incorrect', defaultMessage: 'Incorrect' },
    unanswered: { id: 'ui.ReviewList.unanswered', defaultMessage: 'Not answered' },
    flagged: { id: 'ui.ReviewList.flagged', defaultMessage: 'Flagged' },
    correctAnswer: { id: 'ui.ReviewList.correctAnswer', defaultMessage: 'Correct answer' },
    yourAnswer: { id: 'ui.ReviewList.yourAnswer', defaultMessage: 'Your answer' },
    yourWrongAnswer: { id: 'ui.ReviewList.yourWrongAnswer', defaultMessage: 'Your answer, incorrect' },
    explanation: { id: 'ui.ReviewList.explanation', defaultMessage: 'Explanation' },
    answers: { id: 'ui.ReviewList.answers', defaultMessage: 'Answers' },
    noData: { id: 'ui.ReviewList.noData', defaultMessage: 'No matching questions' },
    noDataDescription: {
      id: 'ui.ReviewList.noDataDescription',
      defaultMessage: 'No question matches these filters.',
    },
    clearFilters: { id: 'ui.ReviewList.clearFilters', defaultMessage: 'Reset filters' },
    references: { id: 'ui.ReviewList.references', defaultMessage: 'Learn more' },
    report: { id: 'ui.ReviewList.report', defaultMessage: 'Report a problem' },
    editReport: { id: 'ui.ReviewList.editReport', defaultMessage: 'Edit my report' },
    reported: { id: 'ui.ReviewList.reported', defaultMessage: 'Reported' },
  }),
  activeTime: defineMessage<{ time: string }>({
    id: 'ui.ReviewList.activeTime',
    defaultMessage: 'Time on question: {time}',
  }),
  opensInNewTab: defineMessage<{ title: string }>({
    id: 'ui.ReviewList.opensInNewTab',
    defaultMessage: '{title} (opens in a new tab)',
  }),
  reportOf: defineMessage<{ number: number }>({
    id: 'ui.ReviewList.reportOf',
    defaultMessage: 'Report a problem with question {number, number}',
  }),
  editReportOf: defineMessage<{ number: number }>({
    id: 'ui.ReviewList.editReportOf',
    defaultMessage: 'Edit my report on question {number, number}',
  }),
  showing: defineMessage<{ shown: number; total: number }>({
    id: 'ui.ReviewList.showing',
    defaultMessage: 'Showing {shown, number} of {total, plural, one {# question} other {# questions}}',
  }),
  numbered: defineMessage<{ number: number; text: string }>({
    id: 'ui.ReviewList.numbered',
    defaultMessage: '{number, number}. {text}',
  }),
};
