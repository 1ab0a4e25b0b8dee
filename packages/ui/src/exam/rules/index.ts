export { chooseTestAction, displayStatus, isExpiringSoon, EXPIRY_WARNING_DAYS } from './testActions';
export type { TestAction, TestDisplayStatus } from './testActions';
export {
  formatClock,
  formatMinutesSeconds,
  formatTimeUsed,
  timeUsedParts,
  minutesLeft,
  timeWarning,
  TIME_WARNINGS,
} from './time';
export type { TimeWarning } from './time';
export { isPassed, DEFAULT_PASSING_SCORE } from './pass';
export { choiceLetter, sortByChoiceOrder } from './choices';
export { filterTests, countActiveFilters, topicsOf, defaultTestFilters } from './filterTests';
export type { TestFilters } from './filterTests';
export {
  filterReview,
  domainsOf,
  domainScores,
  isQuestionCorrect,
  countActiveReviewFilters,
  defaultReviewFilters,
} from './review';
export type { ReviewFilterValues, DomainScore } from './review';
export {
  questionTypeOf,
  isArrangement,
  toOptions,
  matchesFromIds,
  idsFromMatches,
  stepsInOrder,
  matchOutcomeOf,
  stepOutcomeOf,
} from './items';
