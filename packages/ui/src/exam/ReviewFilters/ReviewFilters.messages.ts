import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ui.ReviewFilters.label', defaultMessage: 'Filter questions' },
  flagged: { id: 'ui.ReviewFilters.flagged', defaultMessage: 'Flagged' },
  flaggedAll: { id: 'ui.ReviewFilters.flaggedAll', defaultMessage: 'All' },
  flaggedOnly: { id: 'ui.ReviewFilters.flaggedOnly', defaultMessage: 'Flagged only' },
  notFlagged: { id: 'ui.ReviewFilters.notFlagged', defaultMessage: 'Not flagged' },
  ignored: { id: 'ui.ReviewFilters.ignored', defaultMessage: 'Answered' },
  ignoredAll: { id: 'ui.ReviewFilters.ignoredAll', defaultMessage: 'All' },
  ignoredOnly: { id: 'ui.ReviewFilters.ignoredOnly', defaultMessage: 'Unanswered only' },
  answeredOnly: { id: 'ui.ReviewFilters.answeredOnly', defaultMessage: 'Answered only' },
  answer: { id: 'ui.ReviewFilters.answer', defaultMessage: 'Answer status' },
  answerAll: { id: 'ui.ReviewFilters.answerAll', defaultMessage: 'All' },
  correct: { id: 'ui.ReviewFilters.correct', defaultMessage: 'Correct' },
  incorrect: { id: 'ui.ReviewFilters.incorrect', defaultMessage: 'Incorrect' },
  domain: { id: 'ui.ReviewFilters.domain', defaultMessage: 'Domain' },
  domainAll: { id: 'ui.ReviewFilters.domainAll', defaultMessage: 'All domains' },
  reset: { id: 'ui.ReviewFilters.reset', defaultMessage: 'Reset filters' },
});
