// Fixed-window counters in the database, so every API process shares them. Windows are short on purpose: an
// attacker hammering someone's account can only hold it shut for minutes.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests, type ErrorCode } from '../http/errors';
import { HOUR, MINUTE } from './clock';

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
  /** How a refusal reads when it is not the generic `RATE_LIMITED` "Too many attempts". */
  refusal?: { code: ErrorCode; message: (retryAfterSeconds: number) => string };
}

export const LIMITS = {
  /** Failed logins per address and client IP. */
  loginPerClient: { name: 'login-client', max: 5, windowMs: MINUTE },
  /** Failed logins per address from anywhere: slows a distributed guess without a long lock-out. */
  loginPerAccount: { name: 'login-account', max: 20, windowMs: 5 * MINUTE },
  /** Failed logins per client IP, whatever the address: each one costs a full password hash. */
  loginPerIp: { name: 'login-ip', max: 30, windowMs: MINUTE },
  /** Temporary-password requests per client IP, across addresses. */
  passwordResetsPerIp: { name: 'reset-ip', max: 10, windowMs: 10 * MINUTE },
  /** Wrong codes per account (each code also dies after 5 tries). */
  codeChecks: { name: 'code-check', max: 10, windowMs: 5 * MINUTE },
  /** Codes and temporary passwords mailed per address. */
  mailsPerAddress: { name: 'mail', max: 3, windowMs: 5 * MINUTE },
  /** Wrong current passwords on account changes. */
  passwordChecks: { name: 'password-check', max: 5, windowMs: 5 * MINUTE },
  contactPerClient: { name: 'contact', max: 5, windowMs: 10 * MINUTE },
  /** Registrations per client IP: each one costs a full password hash. */
  registrationsPerIp: { name: 'register-ip', max: 10, windowMs: 10 * MINUTE },
  /** Question reports per learner: plenty for a real review, too few to flood the content team. */
  reportsPerUser: { name: 'report', max: 20, windowMs: 10 * MINUTE },
  /** Registrations per address, before any hash (the mail limit alone came after it). */
  registrationsPerAddress: { name: 'register-address', max: 3, windowMs: 5 * MINUTE },
  /**
   * Failed logins per known-device token (services/trusted-devices.ts): the device is exempt from the
   * per-account limit, so its own failures are few before its trust is withdrawn.
   */
  loginPerDevice: { name: 'login-device', max: 3, windowMs: HOUR },
  /** Sign-ins and links started at an identity provider per client IP (each stores a flow). */
  identityFlowsPerIp: { name: 'identity-flow', max: 30, windowMs: 10 * MINUTE },
  /** Provider callbacks per client IP: each one costs a token request to the provider. */
  identityCallbacksPerIp: { name: 'identity-callback', max: 30, windowMs: 10 * MINUTE },
  /**
   * Practice sets started per learner (spec decision 66): one set every 20 seconds for 10 minutes, far above
   * what a learner who answers the questions does, far below a script's 120 sets in 6 seconds.
   */
  practiceSetsPerUser: {
    name: 'practice-set',
    max: 30,
    windowMs: 10 * MINUTE,
    refusal: {
      code: 'PRACTICE_SET_LIMIT',
      message: (seconds) => `Too many practice sets started; try again in ${seconds} seconds.`,
    },
  },
} satisfies Record<string, Limit>;

export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Refuses with 429 when `subject` has used up its window; does not count. */
  async check(limit: Limit, subject: string, now: Date): Promise<void> {
    await this.checkAll([[limit, subject]], now);
  }

  /** `check` for several limits in one query. */
  async checkAll(entries: [Limit, string][], now: Date): Promise<void> {
    const byKey = new Map(entries.map(([limit, subject]) => [`${limit.name}:${subject}`, limit]));
    const rows = await this.db
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, [...byKey.keys()]));
    for (const row of rows) {
      const limit = byKey.get(row.key);
      if (!limit || now.getTime() - row.windowStart.getTime() >= limit.windowMs) continue;
      if (row.count >= limit.max) throw refused(limit, retryAfter(row.windowStart, limit, now));
    }
  }

  /**
   * Counts one event under every limit at once and refuses with 429 when any of them is over: each count is a
   * single atomic upsert, so parallel requests cannot all pass a check made before any of them is counted.
   * A refused event is taken back, so hammering does not push the window further.
   */
  async reserve(entries: [Limit, string][], now: Date): Promise<void> {
    const counted: [Limit, string][] = [];
    let refusal: { limit: Limit; seconds: number } | undefined;
    for (const [limit, subject] of entries) {
      const { count, windowStart } = await this.increment(limit, subject, now);
      counted.push([limit, subject]);
      if (count > limit.max) {
        refusal = { limit, seconds: retryAfter(windowStart, limit, now) };
        break;
      }
    }
    if (refusal === undefined) return;
    for (const [limit, subject] of counted) await this.release(limit, subject);
    throw refused(refusal.limit, refusal.seconds);
  }

  /** Whether `subject` has used up its window (the events counted so far reach the limit). */
  async isSpent(limit: Limit, subject: string, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `${limit.name}:${subject}`));
    return !!row && now.getTime() - row.windowStart.getTime() < limit.windowMs && row.count >= limit.max;
  }

  /** Takes back one reserved event (the attempt turned out to be the owner's, or was refused). */
  async release(limit: Limit, subject: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, `${limit.name}:${subject}`));
  }

  /** Reserves one event: for events that count whether or not they succeed (mails sent). */
  async consume(limit: Limit, subject: string, now: Date): Promise<void> {
    await this.reserve([[limit, subject]], now);
  }

  private async increment(limit: Limit, subject: string, now: Date) {
    const cutoff = new Date(now.getTime() - limit.windowMs);
    const expired = sql`${rateLimits.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: `${limit.name}:${subject}`, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits.windowStart} END`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
    return row ?? { count: 1, windowStart: now };
  }

  async clear(limit: Limit, subject: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, `${limit.name}:${subject}`));
  }

  async purgeStale(now: Date, olderThanMs: number): Promise<void> {
    await this.db
      .delete(rateLimits)
      .where(
        sql`${rateLimits.windowStart} < ${new Date(now.getTime() - olderThanMs).toISOString()}::timestamptz`,
      );
  }
}

function refused(limit: Limit, seconds: number) {
  return limit.refusal
    ? tooManyRequests(seconds, limit.refusal.code, limit.refusal.message(seconds))
    : tooManyRequests(seconds);
}

function retryAfter(windowStart: Date, limit: Limit, now: Date): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now.getTime()) / 1000));
}
