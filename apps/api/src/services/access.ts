// Who may take a test: free tests are open to every signed-in learner; a paid one needs an unexpired purchase
// or an active premium subscription (which unlocks every paid test while it runs). The access lasts until
// the later of the two.
import type { Schemas } from '../contract/types';
import type { Db } from '../db/client';
import { purchaseExpiries, subscriptionExpiries } from '../db/queries/access';
import { forbidden } from '../http/errors';
import { daysUntil } from './clock';

export type AccessState = Omit<Schemas['TestAccess'], 'testId'>;

/** What a user holds on one paid test: the latest purchase expiry, and the active subscription's end. */
export interface Expiries {
  purchase?: Date;
  subscription?: Date;
}

function later(a: Date | undefined, b: Date | undefined): Date | undefined {
  if (!a || !b) return a ?? b;
  return a.getTime() >= b.getTime() ? a : b;
}

export function accessState(
  test: { isFree: boolean },
  expiries: Expiries | undefined,
  now: Date,
): AccessState {
  const latestExpiry = later(expiries?.purchase, expiries?.subscription);
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

/**
 * testId → what the user holds on it: every purchased test (expired purchases included) and, while the
 * subscription is active, every paid test it unlocks (see `subscriptionExpiries`). Two queries in all.
 */
export async function accessExpiries(
  db: Db,
  userId: number,
  now: Date,
  testId?: number,
): Promise<Map<number, Expiries>> {
  const [purchases, subscription] = await Promise.all([
    purchaseExpiries(db, userId, testId),
    subscriptionExpiries(db, userId, now, testId),
  ]);
  const result = new Map<number, Expiries>();
  for (const [id, purchase] of purchases) result.set(id, { purchase });
  for (const [id, end] of subscription) result.set(id, { ...result.get(id), subscription: end });
  return result;
}

export async function testAccessFor(
  db: Db,
  userId: number,
  test: { id: number; isFree: boolean },
  now: Date,
): Promise<Schemas['TestAccess']> {
  if (test.isFree) return { testId: test.id, ...accessState(test, undefined, now) };
  const expiries = await accessExpiries(db, userId, now, test.id);
  return { testId: test.id, ...accessState(test, expiries.get(test.id), now) };
}

export async function requireAccess(
  db: Db,
  userId: number,
  test: { id: number; isFree: boolean },
  now: Date,
): Promise<void> {
  if (!(await testAccessFor(db, userId, test, now)).hasAccess) {
    throw forbidden('You do not have access to this test', 'TEST_ACCESS_DENIED');
  }
}

/** Every paid test the user bought (expired purchases included) or the active subscription unlocks. */
export async function accessibleTests(db: Db, userId: number, now: Date): Promise<Schemas['TestAccess'][]> {
  const expiries = await accessExpiries(db, userId, now);
  return [...expiries]
    .sort(([a], [b]) => a - b)
    .map(([testId, held]) => ({ testId, ...accessState({ isFree: false }, held, now) }));
}
