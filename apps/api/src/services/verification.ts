// One-time codes mailed for email verification and email change: single use, 10 minutes, 5 tries.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { verificationCodes } from '../db/schema';
import { badRequest } from '../http/errors';
import { addMs } from './clock';
import { CODE_TTL_MS, MAX_CODE_TRIES, checkCode, generateCode, hashCode } from './codes';
import type { AppContext } from './context';
import { LIMITS } from './rate-limit';

export type CodePurpose = 'verify-email' | 'change-email';

/** Replaces any earlier code for the same purpose and returns the new code for mailing. */
export async function issueCode(ctx: AppContext, userId: number, purpose: CodePurpose, email: string) {
  const now = ctx.clock.now();
  const code = generateCode();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.userId, userId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      userId,
      purpose,
      email,
      codeHash: hashCode(code),
      expiresAt: addMs(now, CODE_TTL_MS),
      createdAt: now,
    });
  });
  return code;
}

const REFUSALS = {
  wrong: 'Invalid verification code',
  expired: 'This code has expired. Request a new one.',
  exhausted: 'Too many wrong codes. Request a new one.',
  used: 'Invalid verification code',
} as const;

const REFUSAL_CODES = {
  used: 'VERIFICATION_CODE_INVALID',
  expired: 'VERIFICATION_CODE_EXPIRED',
  exhausted: 'VERIFICATION_CODE_EXHAUSTED',
} as const;

/** Spends one try of the latest code; throws unless `code` is right, unexpired and tries remain. */
export async function redeemCode(
  ctx: AppContext,
  userId: number,
  purpose: CodePurpose,
  email: string,
  code: string,
) {
  const now = ctx.clock.now();
  const subject = String(userId);
  await ctx.limiter.reserve([[LIMITS.codeChecks, subject]], now);
  const [stored] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.email, email),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!stored) throw badRequest(REFUSALS.wrong, 'VERIFICATION_CODE_INVALID');
  const verdict = checkCode(stored, code, now);
  if (verdict === 'used' || verdict === 'exhausted' || verdict === 'expired')
    throw badRequest(REFUSALS[verdict], REFUSAL_CODES[verdict]);

  // Claim the try atomically so parallel guesses cannot exceed the limit.
  const [claimed] = await ctx.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, stored.id),
        lt(verificationCodes.attempts, MAX_CODE_TRIES),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (!claimed) throw badRequest(REFUSALS.exhausted, 'VERIFICATION_CODE_EXHAUSTED');
  if (verdict === 'wrong') {
    throw claimed.attempts >= MAX_CODE_TRIES
      ? badRequest(REFUSALS.exhausted, 'VERIFICATION_CODE_EXHAUSTED')
      : badRequest(REFUSALS.wrong, 'VERIFICATION_CODE_INVALID');
  }
  const [consumed] = await ctx.db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, stored.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (!consumed) throw badRequest(REFUSALS.used, 'VERIFICATION_CODE_INVALID');
  await ctx.limiter.release(LIMITS.codeChecks, subject);
}
