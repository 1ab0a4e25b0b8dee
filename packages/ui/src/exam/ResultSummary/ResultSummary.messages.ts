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
    wrongLabel: { id: 'ui.ResultSummary.wrongLabel', defaultMessage: 'Wrong' },
    unansweredLabel: { id: 'ui.ResultSummary.unansweredLabel', defaultMessage: 'Unanswered' },
    activeTimeLabel: { id: 'ui.ResultSummary.activeTimeLabel', defaultMessage: 'Active time' },
    practiceHeadline: { id: 'ui.ResultSummary.practiceHeadline', defaultMessage: 'Practice set complete' },
    accuracyLabel: { id: 'ui.ResultSummary.accuracyLabel', defaultMessage: 'Accuracy' },
    nextSteps: { id: 'ui.ResultSummary.nextSteps', defaultMessage: 'What next' },
    retakePractice: { id: 'ui.ResultSummary.retakePractice', defaultMessage: 'Practise this test again' },
    buyFullTest: { id: 'ui.ResultSummary.buyFullTest', defaultMessage: 'Buy the full test' },
    actionEmpty: {
      id: 'ui.ResultSummary.actionEmpty',
      defaultMessage: 'No question matches this practice set any more.',
    },
    actionFailed: {
      id: 'ui.ResultSummary.actionFailed',
      defaultMessage: 'The practice set could not start. Please try again.',
    },
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
    defaultMessage:
      '{correct, number} of {total, plural, one {# question} other {# questions}} answered correctly',
  }),
  practiseMissed: defineMessage<{ count: number }>({
    id: 'ui.ResultSummary.practiseMissed',
    defaultMessage: 'Practise what I missed ({count, plural, one {# question} other {# questions}})',
  }),
  practiseDomain: defineMessage<{ domain: string }>({
    id: 'ui.ResultSummary.practiseDomain',
    defaultMessage: 'Practise my weakest domain: {domain}',
  }),
  changeUp: defineMessage<{ delta: number; previous: string }>({
    id: 'ui.ResultSummary.changeUp',
    defaultMessage: '{delta, plural, one {+# point} other {+# points}} since your last attempt ({previous})',
  }),
  changeDown: defineMessage<{ delta: number; previous: string }>({
    id: 'ui.ResultSummary.changeDown',
    defaultMessage: '{delta, plural, one {−# point} other {−# points}} since your last attempt ({previous})',
  }),
  changeSame: defineMessage<{ delta: number; previous: string }>({
    id: 'ui.ResultSummary.changeSame',
    defaultMessage: 'Same score as your last attempt ({previous})',
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
