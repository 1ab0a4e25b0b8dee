// Devices the owner has signed in from. A distributed guess at one account fills its per-account login limit
// for as long as it lasts; the owner's own browser, known by a long-lived cookie token, is never held by it.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trustedDevices, users } from '../db/schema';
import { addMs, DAY } from './clock';
import { digestToken } from './sessions';

export const TRUSTED_DEVICE_MS = 90 * DAY;

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

/** Remembers this device for the user; the returned token goes into the device cookie. */
export async function trustDevice(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(trustedDevices)
    .values({ tokenHash: digestToken(token), userId, expiresAt: addMs(now, TRUSTED_DEVICE_MS) });
  return token;
}
