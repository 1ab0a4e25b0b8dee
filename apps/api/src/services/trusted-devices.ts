// Devices the owner has signed in from. A distributed guess at one account fills its per-account login limit
// for as long as it lasts; the owner's own browser, known by a long-lived cookie token, is never held by it.
// That exemption is bounded (spec decision 65): the device's own wrong passwords withdraw it after
// LIMITS.loginPerDevice, a password change or reset withdraws every device of the account, logging out
// withdraws that browser, and an account keeps at most MAX_TRUSTED_DEVICES.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trustedDevices, users } from '../db/schema';
import { addMs, DAY } from './clock';
import { digestToken } from './sessions';

export const TRUSTED_DEVICE_MS = 90 * DAY;
/** Browsers remembered per learner, the most recently trusted: a phone, a laptop, a work machine and more. */
export const MAX_TRUSTED_DEVICES = 10;

/** Whether `token` names a device that signed in to the account of `address` and has not expired. */
export async function isTrustedDevice(
  db: Db,
  token: string | undefined,
  address: string,
  now: Date,
): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(trustedDevices)
    .innerJoin(users, eq(users.id, trustedDevices.userId))
    .where(
      and(
        eq(trustedDevices.tokenHash, digestToken(token)),
        eq(users.email, address),
        gt(trustedDevices.expiresAt, now),
      ),
    );
  return row !== undefined;
}

/**
 * Remembers this device for the user; the returned token goes into the device cookie. The account's expired
 * devices and those beyond the newest MAX_TRUSTED_DEVICES are forgotten.
 */
export async function trustDevice(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(trustedDevices).values({
    tokenHash: digestToken(token),
    userId,
    createdAt: now,
    expiresAt: addMs(now, TRUSTED_DEVICE_MS),
  });
  const kept = db
    .select({ tokenHash: trustedDevices.tokenHash })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, now)))
    .orderBy(desc(trustedDevices.createdAt), desc(trustedDevices.tokenHash))
    .limit(MAX_TRUSTED_DEVICES);
  await db
    .delete(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, userId),
        or(lte(trustedDevices.expiresAt, now), notInArray(trustedDevices.tokenHash, kept)),
      ),
    );
  return token;
}

/** Withdraws the trust of the device `token` names (its wrong passwords, or the browser signed out). */
export async function forgetDevice(db: Db, token: string): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.tokenHash, digestToken(token)));
}

/** Withdraws the trust of every device of the account: its password changed or was reset. */
export async function forgetAllDevices(db: Db, userId: number): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}
