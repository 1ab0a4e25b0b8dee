// The two sources of access to a paid test: its own purchases, and the premium subscription.
import { and, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../client';
import { subscriptions, testAccess, tests } from '../schema';

function byTest(rows: { testId: number; expiresAt: Date | null }[]): Map<number, Date> {
  return new Map(rows.flatMap((r) => (r.expiresAt ? [[r.testId, r.expiresAt] as const] : [])));
}

/** testId → the latest expiry among the user's purchases of it, expired ones included. */
export async function purchaseExpiries(db: Db, userId: number, testId?: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ testId: testAccess.testId, expiresAt: max(testAccess.expiresAt) })
    .from(testAccess)
    .where(
      testId
        ? and(eq(testAccess.userId, userId), eq(testAccess.testId, testId))
        : eq(testAccess.userId, userId),
    )
    .groupBy(testAccess.testId);
  return byTest(rows);
}

/**
 * testId → the end of the user's active subscription, for each paid test it unlocks: the one asked for
 * (active or not, so an open session can still be resumed), else every active paid test. Empty without an
 * active subscription. One query: the paid tests joined to the user's unexpired subscription rows.
 */
export async function subscriptionExpiries(
  db: Db,
  userId: number,
  now: Date,
  testId?: number,
): Promise<Map<number, Date>> {
  const rows = await db
    .select({ testId: tests.id, expiresAt: max(subscriptions.expiresAt) })
    .from(tests)
    .innerJoin(subscriptions, and(eq(subscriptions.userId, userId), gt(subscriptions.expiresAt, now)))
    .where(and(eq(tests.isFree, false), testId ? eq(tests.id, testId) : eq(tests.isActive, true)))
    .groupBy(tests.id);
  return byTest(rows);
}
