// Server-side sessions: the client holds a random 256-bit token, the database holds its SHA-256 digest.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, lt, ne, or, sql, type Column } from 'drizzle-orm';
import { namedStatement, type Db } from '../db/client';
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
 * Every authenticated request runs this look-up: one statement built once and prepared by name
 * (`namedStatement`), so neither drizzle's query builder nor the database's parser and planner run per request
 * (PGlite's own prepared statements are unnamed and planned every time).
 */
const sessionColumns = Object.entries(getTableColumns(sessions));
const userColumns = Object.entries(getTableColumns(users));
const lookupColumns = sql.join(
  [
    ...sessionColumns.map(([key, column]) => sql`${column} AS ${sql.identifier(`s_${key}`)}`),
    ...userColumns.map(([key, column]) => sql`${column} AS ${sql.identifier(`u_${key}`)}`),
  ],
  sql`, `,
);

const lookupSession = namedStatement<'idHash', Record<string, unknown>>(
  'find_session',
  ['idHash'],
  ({ idHash }) =>
    sql`SELECT ${lookupColumns} FROM ${sessions} JOIN ${users} ON ${users.id} = ${sessions.userId}
      WHERE ${sessions.idHash} = ${idHash}`,
);

function fromRow<T>(row: Record<string, unknown>, prefix: string, columns: [string, Column][]): T {
  return Object.fromEntries(
    columns.map(([key, column]) => {
      const value = row[prefix + key];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as T;
}

/** The live session of `token` with its user, in one query; an idle or expired one is deleted. */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
  limits: SessionLimits = DEFAULT_SESSION_LIMITS,
): Promise<{ session: ActiveSession; user: UserRow } | null> {
  const idHash = digestToken(token);
  const [found] = await lookupSession(db, { idHash });
  if (!found) return null;
  const row = fromRow<typeof sessions.$inferSelect>(found, 's_', sessionColumns);
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
    user: fromRow<UserRow>(found, 'u_', userColumns),
  };
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Signs the user out everywhere else, e.g. after a password change. */
export async function deleteOtherSessions(db: Db, userId: number, keepIdHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)));
}

/**
 * Ends the sessions signed in with a temporary password: the owner signed in with the account's own password,
 * which cancels the reset (whoever else read the mail loses the session it opened).
 */
export async function deleteTemporarySessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.viaTemporaryPassword, true)));
}

/**
 * The new password is set: the sessions signed in with the temporary one become ordinary sessions (the answer
 * statement, which takes only those, serves them again without the slower look-up).
 */
export async function settleTemporarySessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ viaTemporaryPassword: false })
    .where(and(eq(sessions.userId, userId), eq(sessions.viaTemporaryPassword, true)));
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
