// Who may take a test: free tests are open to every signed-in learner; a paid one needs an unexpired purchase.
import { and, eq, max } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import type { Db } from '../db/client';
import { testAccess } from '../db/schema';
import { forbidden } from '../http/errors';
import { daysUntil } from './clock';

export type AccessState = Omit<Schemas['TestAccess'], 'testId'>;

export function accessState(
  test: { isFree: boolean },
  latestExpiry: Date | null | undefined,
  now: Date,
): AccessState {
  if (test.isFree || !latestExpiry) {
    return { hasAccess: test.isFree, isExpired: false, accessExpiryDate: null, daysRemaining: null };
  }
  const isExpired = latestExpiry.getTime() <= now.getTime();
  return {
    hasAccess: !isExpired,
    isExpired,
    accessExpiryDate: latestExpiry.toISOString(),
    daysRemaining: daysUntil(latestExpiry, now),
  };
}

/** testId → the latest expiry among the user's purchases, expired ones included. */
export async function latestExpiries(db: Db, userId: number, testId?: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ testId: testAccess.testId, expiresAt: max(testAccess.expiresAt) })
    .from(testAccess)
    .where(
      testId
        ? and(eq(testAccess.userId, userId), eq(testAccess.testId, testId))
        : eq(testAccess.userId, userId),
    )
    .groupBy(testAccess.testId);
  return new Map(rows.flatMap((r) => (r.expiresAt ? [[r.testId, r.expiresAt] as const] : [])));
}

export async function requireAccess(
  db: Db,
  userId: number,
  test: { id: number; isFree: boolean },
  now: Date,
) {
  if (test.isFree) return;
  const expiries = await latestExpiries(db, userId, test.id);
  if (!accessState(test, expiries.get(test.id), now).hasAccess) {
    throw forbidden('You do not have access to this test');
  }
}

export async function testAccessFor(
  db: Db,
  userId: number,
  test: { id: number; isFree: boolean },
  now: Date,
) {
  const expiries = await latestExpiries(db, userId, test.id);
  return { testId: test.id, ...accessState(test, expiries.get(test.id), now) };
}

/** Every paid test the user bought, expired purchases included. */
export async function purchasedTests(db: Db, userId: number, now: Date): Promise<Schemas['TestAccess'][]> {
  const expiries = await latestExpiries(db, userId);
  return [...expiries].map(([testId, expiry]) => ({
    testId,
    ...accessState({ isFree: false }, expiry, now),
  }));
}
