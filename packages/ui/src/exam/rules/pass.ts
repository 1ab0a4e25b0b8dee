/** The passing score when a test gives none. */
export const DEFAULT_PASSING_SCORE = 70;

/** The one pass rule (spec decision 2): a score at or above the test's passing score passes. */
export function isPassed(score: number, passingScore: number = DEFAULT_PASSING_SCORE): boolean {
  return score >= passingScore;
}
