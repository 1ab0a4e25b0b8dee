// Sign-in and linking through external identity providers (spec decisions 69–71). Accounts are found by the
// provider's issuer and subject only; an email claim never finds or merges an account.
import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { findUserByEmail, normalizeEmail, updateUser, type UserRow } from '../db/queries/users';
import { identityFlows, linkedIdentities, pendingIdentityLinks, users } from '../db/schema';
import { AppError, badRequest, conflict, notFound } from '../http/errors';
import { requireAcceptablePassword } from './account-rules';
import { MINUTE, addMs } from './clock';
import type { AppContext } from './context';
import type { ProviderId, ProviderIdentity } from './identity-providers';
import { openIdClient } from './identity-providers';
import type { Lang } from './language';
import { passwordSetNoticeMail, verificationCodeMail } from './mail-templates';
import { hashPassword } from './passwords';
import { LIMITS } from './rate-limit';
import { digestToken } from './sessions';
import { issueCode } from './verification';

/** How long the learner may spend at the provider's page. */
export const FLOW_TTL_MS = 10 * MINUTE;
/** How long a provider identity waits for the password proof that links it to an existing account. */
export const PENDING_LINK_TTL_MS = 15 * MINUTE;

export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Starts a flow: the returned token goes into the browser's flow cookie, the checks to the provider. */
export async function startFlow(
  ctx: AppContext,
  provider: ProviderId,
  intent: 'signin' | 'link',
  userId: number | null,
  language: Lang,
  clientIp: string,
): Promise<{ token: string; checks: FlowChecks }> {
  const now = ctx.clock.now();
  await ctx.limiter.consume(LIMITS.identityFlowsPerIp, clientIp, now);
  const token = randomBytes(32).toString('base64url');
  const checks = {
    state: openIdClient.randomState(),
    nonce: openIdClient.randomNonce(),
    codeVerifier: openIdClient.randomPKCECodeVerifier(),
  };
  await ctx.db.insert(identityFlows).values({
    idHash: digestToken(token),
    provider,
    ...checks,
    intent,
    userId,
    language,
    createdAt: now,
    expiresAt: addMs(now, FLOW_TTL_MS),
  });
  // Abandoned flows go with the next one started.
  await ctx.db.delete(identityFlows).where(lt(identityFlows.expiresAt, now));
  return { token, checks };
}

const NO_FLOW = 'No sign-in with this provider is under way in this browser, or it was already used';

/**
 * Takes the flow of the browser's cookie, once: a replayed callback (the same code and state again) finds
 * nothing. A flow of another provider, or expired, is refused too.
 */
export async function takeFlow(
  ctx: AppContext,
  token: string | undefined,
  provider: ProviderId,
  clientIp: string,
) {
  const now = ctx.clock.now();
  await ctx.limiter.consume(LIMITS.identityCallbacksPerIp, clientIp, now);
  if (!token) throw badRequest(NO_FLOW, 'IDENTITY_REFUSED');
  const [flow] = await ctx.db
    .delete(identityFlows)
    .where(eq(identityFlows.idHash, digestToken(token)))
    .returning();
  if (!flow || flow.provider !== provider || flow.expiresAt.getTime() <= now.getTime())
    throw badRequest(NO_FLOW, 'IDENTITY_REFUSED');
  return flow;
}

export async function findLinkedUser(
  ctx: AppContext,
  identity: Pick<ProviderIdentity, 'issuer' | 'subject'>,
): Promise<UserRow | undefined> {
  const [row] = await ctx.db
    .select({ user: users })
    .from(linkedIdentities)
    .innerJoin(users, eq(users.id, linkedIdentities.userId))
    .where(and(eq(linkedIdentities.issuer, identity.issuer), eq(linkedIdentities.subject, identity.subject)));
  return row?.user;
}

const ALREADY_LINKED = 'This provider account is already linked to another learner';
const PROVIDER_TAKEN = 'A different account of this provider is already linked; unlink it first';

export async function linkIdentity(ctx: AppContext, userId: number, identity: ProviderIdentity) {
  const owner = await findLinkedUser(ctx, identity);
  if (owner && owner.id !== userId) throw conflict(ALREADY_LINKED, 'IDENTITY_ALREADY_LINKED');
  if (owner) return;
  const inserted = await ctx.db
    .insert(linkedIdentities)
    .values({
      userId,
      provider: identity.provider,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email ?? null,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: linkedIdentities.id });
  if (inserted.length === 0) throw conflict(PROVIDER_TAKEN, 'IDENTITY_ALREADY_LINKED');
}

export type SignInOutcome =
  | { kind: 'signed-in'; user: UserRow }
  /** A new account whose email the provider did not verify: the 6-digit code goes to it first. */
  | { kind: 'verify'; email: string }
  /** The email is an existing account's: its password must be given in this browser before linking. */
  | { kind: 'prove'; token: string; email: string }
  | { kind: 'no-email' };

const CANNOT_CREATE = 'Email already in use';

/**
 * The callback of a sign-in from /login or /signup. A known issuer + subject signs its learner in. Otherwise a new
 * account is made from the provider's email, unless an account has that email: then the learner proves it with
 * the account's password (no silent merge). A verified email makes an active account; an unverified one (always
 * Microsoft's) waits for the 6-digit code like a registration.
 */
export async function signInWithIdentity(
  ctx: AppContext,
  identity: ProviderIdentity,
  language: Lang,
  clientIp: string,
): Promise<SignInOutcome> {
  const known = await findLinkedUser(ctx, identity);
  if (known) {
    if (known.status !== 'ACTIVE') return { kind: 'verify', email: known.email };
    return { kind: 'signed-in', user: known };
  }
  if (!identity.email) return { kind: 'no-email' };
  const email = normalizeEmail(identity.email);
  const now = ctx.clock.now();
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    // An account waiting for its code, or one with no password (made through another provider), cannot give the
    // password proof: the learner signs in the usual way and links this provider in Settings.
    if (existing.status !== 'ACTIVE' || !existing.passwordHash) throw conflict(CANNOT_CREATE, 'EMAIL_IN_USE');
    const token = randomBytes(32).toString('base64url');
    await ctx.db.insert(pendingIdentityLinks).values({
      tokenHash: digestToken(token),
      userId: existing.id,
      provider: identity.provider,
      issuer: identity.issuer,
      subject: identity.subject,
      email,
      createdAt: now,
      expiresAt: addMs(now, PENDING_LINK_TTL_MS),
    });
    await ctx.db.delete(pendingIdentityLinks).where(lt(pendingIdentityLinks.expiresAt, now));
    return { kind: 'prove', token, email };
  }
  await ctx.limiter.reserve(
    [
      [{ ...LIMITS.registrationsPerIp, max: ctx.registrationsPerIp }, clientIp],
      [LIMITS.registrationsPerAddress, email],
    ],
    now,
  );
  const [created] = await ctx.db
    .insert(users)
    .values({
      email,
      // The provider may give no names: the address's local part, and a dash the learner edits in Settings.
      firstName: identity.firstName ?? email.split('@')[0] ?? email,
      lastName: identity.lastName ?? '-',
      passwordHash: null,
      status: identity.emailVerified ? 'ACTIVE' : 'PENDING_VERIFICATION',
      language,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw conflict(CANNOT_CREATE, 'EMAIL_IN_USE');
  await linkIdentity(ctx, created.id, identity);
  if (created.status === 'ACTIVE') return { kind: 'signed-in', user: created };
  await ctx.limiter.consume(LIMITS.mailsPerAddress, email, now);
  const code = await issueCode(ctx, created.id, 'verify-email', email);
  await ctx.mailer.send(verificationCodeMail(email, code, language));
  return { kind: 'verify', email };
}

/**
 * After a password sign-in in the browser holding the pending-link cookie: the identity is linked to the account
 * that signed in, and only to it. Used once.
 */
export async function completePendingLink(
  ctx: AppContext,
  token: string | undefined,
  user: UserRow,
): Promise<ProviderId | undefined> {
  if (!token) return undefined;
  const [pending] = await ctx.db
    .delete(pendingIdentityLinks)
    .where(eq(pendingIdentityLinks.tokenHash, digestToken(token)))
    .returning();
  if (!pending || pending.userId !== user.id || pending.expiresAt.getTime() <= ctx.clock.now().getTime())
    return undefined;
  await linkIdentity(ctx, user.id, {
    provider: pending.provider as ProviderId,
    issuer: pending.issuer,
    subject: pending.subject,
    email: pending.email ?? undefined,
    emailVerified: false,
    firstName: undefined,
    lastName: undefined,
  });
  return pending.provider as ProviderId;
}

export async function listIdentities(ctx: AppContext, userId: number) {
  return ctx.db
    .select({
      provider: linkedIdentities.provider,
      email: linkedIdentities.email,
      linkedAt: linkedIdentities.createdAt,
    })
    .from(linkedIdentities)
    .where(eq(linkedIdentities.userId, userId))
    .orderBy(linkedIdentities.id);
}

const LAST_METHOD = 'This is your only way to sign in: set a password or link another provider first';

/** Unlinks a provider; the last way to sign in (no password, one provider) cannot be removed. */
export async function unlinkIdentity(ctx: AppContext, user: UserRow, provider: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Serialises unlinks of one learner, so two parallel unlinks cannot remove both of its last two ways in.
    await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${user.id} FOR UPDATE`);
    const rows = await tx
      .select({ provider: linkedIdentities.provider })
      .from(linkedIdentities)
      .where(eq(linkedIdentities.userId, user.id));
    if (!rows.some((row) => row.provider === provider))
      throw notFound('No account of this provider is linked');
    const [fresh] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!fresh?.passwordHash && rows.length <= 1) throw conflict(LAST_METHOD, 'LAST_SIGN_IN_METHOD');
    await tx
      .delete(linkedIdentities)
      .where(and(eq(linkedIdentities.userId, user.id), eq(linkedIdentities.provider, provider)));
  });
}

/** An account made through a provider sets its first password (no current password to give). */
export async function setFirstPassword(ctx: AppContext, user: UserRow, password: string): Promise<UserRow> {
  if (user.passwordHash)
    throw new AppError(
      409,
      'PASSWORD_ALREADY_SET',
      'A password is already set: use the password change form',
    );
  requireAcceptablePassword(password);
  const updated = await updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(password, ctx.passwordCost),
  });
  // A security notice, like every password change; a mail that cannot be sent does not undo it.
  try {
    await ctx.mailer.send(passwordSetNoticeMail(updated.email, updated.language));
  } catch (error) {
    console.error('password set notice:', error);
  }
  return updated;
}
