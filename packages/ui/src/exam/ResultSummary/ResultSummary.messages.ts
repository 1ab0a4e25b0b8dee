import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    passedHeadline: { id: 'ui.ResultSummary.passedHeadline', defaultMessage: 'Congratulations, you passed!' },
    failedHeadline: { id: 'ui.ResultSummary.failedHeadline', defaultMessage: 'You did not pass this time' },
    passedBadge: { id: 'ui.ResultSummary.passedBadge', defaultMessage: 'PASSED' },
    practiceNote: {
      id: 'ui.ResultSummary.practiceNote',
      defaultMessage: 'Practice: not counted toward your best exam score',
    },
    failedBadge: { id: 'ui.ResultSummary.failedBadge', defaultMessage: 'FAILED' },
    correctLabel: { id: 'ui.ResultSummary.correctLabel', defaultMessage: 'Correct' },
    incorrectLabel: { id: 'ui.ResultSummary.incorrectLabel', defaultMessage: 'Incorrect' },
    timeUsedLabel: { id: 'ui.ResultSummary.timeUsedLabel', defaultMessage: 'Time used' },
    scoreLabel: { id: 'ui.ResultSummary.scoreLabel', defaultMessage: 'Your score' },
    domainsTitle: { id: 'ui.ResultSummary.domainsTitle', defaultMessage: 'Score by domain' },
    viewAnswers: {
      id: 'ui.ResultSummary.viewAnswers',
      defaultMessage: 'View Correct Answers & Explanations',
    },
    retake: { id: 'ui.ResultSummary.retake', defaultMessage: 'Retake Exam' },
    dashboard: { id: 'ui.ResultSummary.dashboard', defaultMessage: 'Back to Dashboard' },
  }),
  required: defineMessage<{ score: string }>({
    id: 'ui.ResultSummary.required',
    defaultMessage: '{score} required to pass',
  }),
  correctOfTotal: defineMessage<{ correct: number; total: number }>({
    id: 'ui.ResultSummary.correctOfTotal',
    defaultMessage: '{correct, number} of {total, number} questions answered correctly',
  }),
  timeOfLimit: defineMessage<{ limit: string }>({
    id: 'ui.ResultSummary.timeOfLimit',
    defaultMessage: 'of {limit}',
  }),
  domainScore: defineMessage<{ correct: number; total: number; percent: string }>({
    id: 'ui.ResultSummary.domainScore',
    defaultMessage: '{correct, number}/{total, number} · {percent}',
  }),
  completedOn: defineMessage<{ title: string; date: string }>({
    id: 'ui.ResultSummary.completedOn',
    defaultMessage: '{title} · completed {date}',
  }),
};
