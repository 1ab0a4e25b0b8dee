import { defineMessages } from 'react-intl';

// The test page's screen messages (spec §8); each is shown in the shared error card.
export const messages = defineMessages({
  authRequired: { id: 'ui.ExamErrorCard.authRequired', defaultMessage: 'Please log in to access this test' },
  loadTest: { id: 'ui.ExamErrorCard.loadTest', defaultMessage: 'Failed to load test' },
  startTest: { id: 'ui.ExamErrorCard.startTest', defaultMessage: 'Failed to start test. Please try again.' },
  resumeTest: { id: 'ui.ExamErrorCard.resumeTest', defaultMessage: 'Unable to resume the test.' },
  loadQuestion: {
    id: 'ui.ExamErrorCard.loadQuestion',
    defaultMessage: 'Failed to load question. Please try again.',
  },
  submitAnswer: {
    id: 'ui.ExamErrorCard.submitAnswer',
    defaultMessage: 'Failed to submit answer. Please try again.',
  },
  pauseTest: { id: 'ui.ExamErrorCard.pauseTest', defaultMessage: 'Failed to pause test. Please try again.' },
  submitTest: {
    id: 'ui.ExamErrorCard.submitTest',
    defaultMessage: 'Failed to submit test. Please try again.',
  },
  startOrResume: {
    id: 'ui.ExamErrorCard.startOrResume',
    defaultMessage: 'Failed to start or resume the test. Please try again.',
  },
  loadResults: { id: 'ui.ExamErrorCard.loadResults', defaultMessage: 'Failed to load test results.' },
  testNotFound: {
    id: 'ui.ExamErrorCard.testNotFound',
    defaultMessage: 'There is no such test: the link may be wrong, or the test is no longer offered.',
  },
  allTests: { id: 'ui.ExamErrorCard.allTests', defaultMessage: 'See all tests' },
  generic: { id: 'ui.ExamErrorCard.generic', defaultMessage: 'An error occurred. Please try again.' },
  login: { id: 'ui.ExamErrorCard.login', defaultMessage: 'Log In' },
});
