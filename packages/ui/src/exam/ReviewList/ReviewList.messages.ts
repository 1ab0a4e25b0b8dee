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
    noData: { id: 'ui.ReviewList.noData', defaultMessage: 'No Data Found' },
    noDataDescription: {
      id: 'ui.ReviewList.noDataDescription',
      defaultMessage: 'No question matches these filters.',
    },
    clearFilters: { id: 'ui.ReviewList.clearFilters', defaultMessage: 'Reset filters' },
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
