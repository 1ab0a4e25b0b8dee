import type { ExamTest } from '../types';

/** What the card's action button does, chosen in the spec's order. */
export type TestAction = 'unlock' | 'continue' | 'retake' | 'start';

/** The status a card shows: the spec names Completed and Paused, everything else reads Not Started. */
export type TestDisplayStatus = 'COMPLETED' | 'PAUSED' | 'NOT STARTED';

/** The banner turns amber when purchased access ends within this many days. */
export const EXPIRY_WARNING_DAYS = 7;

/**
 * The card's action: Unlock (no access to a paid test) → Continue (an abandoned session) → Retake (a score
 * exists) → Start. The first rule that holds wins.
 */
export function chooseTestAction(
  test: Pick<ExamTest, 'hasAccess' | 'isFree' | 'hasAbandonedTest' | 'bestScore'>,
): TestAction {
  if (!test.hasAccess && !test.isFree) return 'unlock';
  if (test.hasAbandonedTest) return 'continue';
  if (test.bestScore !== null) return 'retake';
  return 'start';
}

/**
 * The one status of a test, on the catalogue card and the test page alike: an open session on the server (paused,
 * or still in progress after a tab closed mid-test) is Paused, and Continue resumes it; otherwise Completed when
 * the latest attempt is, else Not Started.
 */
export function displayStatus(test: Pick<ExamTest, 'lastStatus' | 'hasAbandonedTest'>): TestDisplayStatus {
  if (test.hasAbandonedTest || test.lastStatus === 'PAUSED') return 'PAUSED';
  if (test.lastStatus === 'COMPLETED') return 'COMPLETED';
  return 'NOT STARTED';
}

/** Purchased access that ends soon enough to warn about. */
export function isExpiringSoon(daysRemaining: number | null): boolean {
  return daysRemaining !== null && daysRemaining <= EXPIRY_WARNING_DAYS;
}
