// Server-side sessions: the client holds a random 256-bit token, the database holds its SHA-256 digest.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { UserRow } from '../db/queries/users';
import { sessions, users } from '../db/schema';
import { DEFAULT_SESSION_LIMITS, type SessionLimits } from '../config';
import { MINUTE, addMs } from './clock';

export const SESSION_IDLE_MS = DEFAULT_SESSION_LIMITS.idleMs;
export const SESSION_ABSOLUTE_MS = DEFAULT_SESSION_LIMITS.absoluteMs;
/**
 * last_seen_at is written at most once a minute, so reads do not turn every request into a write; and at least
 * twice per idle period, so a short configured idle limit never ends a session in use.
 */
const touchEveryMs = (limits: SessionLimits) => Math.min(MINUTE, limits.idleMs / 2);

export type SessionKind = 'cookie' | 'bearer';

export interface ActiveSession {
  idHash: string;
  userId: number;
  kind: SessionKind;
  viaTemporaryPassword: boolean;
}

/** A session stays live after `idleAfter` and is touched when last seen at or before `touchBefore`. */
export function sessionCutoffs(
  now: Date,
  limits: SessionLimits = DEFAULT_SESSION_LIMITS,
): { idleAfter: Date; touchBefore: Date } {
  return { idleAfter: addMs(now, -limits.idleMs), touchBefore: addMs(now, -touchEveryMs(limits)) };
}

export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function createSession(
  db: Db,
  userId: number,
  kind: SessionKind,
  now: Date,
  limits: SessionLimits = DEFAULT_SESSION_LIMITS,
  viaTemporaryPassword = false,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: digestToken(token),
    userId,
    kind,
    viaTemporaryPassword,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: addMs(now, limits.absoluteMs),
  });
  return token;
}

/**
 * Every authenticated request runs this look-up: it is built once per database and prepared (named on
 * PostgreSQL), so neither drizzle's query builder nor the server's parser and planner run per request.
 */
function sessionLookup(db: Db) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('find_session');
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

/** The live session of `token` with its user, in one query; an idle or expired one is deleted. */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
  limits: SessionLimits = DEFAULT_SESSION_LIMITS,
): Promise<{ session: ActiveSession; user: UserRow } | null> {
  const idHash = digestToken(token);
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = sessionLookup(db)));
  const [found] = await lookup.execute({ idHash });
  if (!found) return null;
  const row = found.session;
  const idle = now.getTime() - row.lastSeenAt.getTime() >= limits.idleMs;
  if (idle || now.getTime() >= row.expiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= touchEveryMs(limits)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return {
    session: { idHash, userId: row.userId, kind: row.kind, viaTemporaryPassword: row.viaTemporaryPassword },
    user: found.user,
  };
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Signs the user out everywhere else, e.g. after a password change. */
export async function deleteOtherSessions(db: Db, userId: number, keepIdHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)));
}

export async function purgeExpiredSessions(
  db: Db,
  now: Date,
  limits: SessionLimits = DEFAULT_SESSION_LIMITS,
): Promise<void> {
  const idleCutoff = addMs(now, -limits.idleMs).toISOString();
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), sql`${sessions.lastSeenAt} < ${idleCutoff}::timestamptz`));
}
