// The learner's rights over their data (the privacy page): a JSON export of everything held about them, and
// deleting the account. Deletion keeps only what the law requires for accounting (spec decision 79): orders
// (payments) and receipts stay, tied to an anonymised account row that cannot sign in; everything else goes.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import type { UserRow } from '../db/queries/users';
import {
  attemptQuestions,
  attempts,
  contactMessages,
  learningProgress,
  linkedIdentities,
  outbox,
  payments,
  premiumSubscriptions,
  questionReports,
  receipts,
  sessions,
  subscriptions,
  testAccess,
  tests,
  trustedDevices,
  users,
  verificationCodes,
} from '../db/schema';
import { conflict } from '../http/errors';
import { requireCurrentPassword } from './account-rules';
import type { AppContext } from './context';
import { accountDeletedMail } from './mail-templates';
import { orderNumber } from './orders';
import { currentSubscription, refresh } from './payments/premium';
import { receiptNumber } from './payments/receipts';

type Json = Schemas['ExportRecord'];

/** Dates as ISO strings; everything else as stored. */
function record(row: Record<string, unknown>): Json {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

export async function exportAccountData(ctx: AppContext, user: UserRow): Promise<Schemas['AccountExport']> {
  const { db } = ctx;
  const userId = user.id;
  const attemptRows = await db
    .select({ attempt: attempts, testTitle: tests.title })
    .from(attempts)
    .innerJoin(tests, eq(tests.id, attempts.testId))
    .where(eq(attempts.userId, userId))
    .orderBy(asc(attempts.startedAt), asc(attempts.id));
  const answerRows = attemptRows.length
    ? await db
        .select()
        .from(attemptQuestions)
        .where(
          inArray(
            attemptQuestions.attemptId,
            attemptRows.map((r) => r.attempt.id),
          ),
        )
        .orderBy(asc(attemptQuestions.attemptId), asc(attemptQuestions.orderId))
    : [];
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.id));
  const receiptRows = await db
    .select()
    .from(receipts)
    .where(eq(receipts.userId, userId))
    .orderBy(asc(receipts.id));
  const passes = await db
    .select({ access: testAccess, testTitle: tests.title })
    .from(testAccess)
    .innerJoin(tests, eq(tests.id, testAccess.testId))
    .where(eq(testAccess.userId, userId))
    .orderBy(asc(testAccess.id));
  const premium = await db
    .select()
    .from(premiumSubscriptions)
    .where(eq(premiumSubscriptions.userId, userId))
    .orderBy(asc(premiumSubscriptions.id));
  const periods = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.id));
  const reports = await db
    .select()
    .from(questionReports)
    .where(eq(questionReports.userId, userId))
    .orderBy(asc(questionReports.id));
  const messages = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactMessages.id));
  const learning = await db
    .select()
    .from(learningProgress)
    .where(eq(learningProgress.userId, userId))
    .orderBy(asc(learningProgress.completedAt), asc(learningProgress.kind), asc(learningProgress.itemKey));
  // Which provider accounts sign in to this one: provider, issuer, subject and the email it gave. No token is
  // ever stored (the flow keeps none past the callback).
  const identities = await db
    .select()
    .from(linkedIdentities)
    .where(eq(linkedIdentities.userId, userId))
    .orderBy(asc(linkedIdentities.id));

  return {
    exportedAt: ctx.clock.now().toISOString(),
    profile: record({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      language: user.language,
      status: user.status,
      createdAt: user.createdAt,
    }),
    attempts: attemptRows.map(({ attempt, testTitle }) =>
      record({
        id: attempt.id,
        testId: attempt.testId,
        testTitle,
        mode: attempt.mode,
        sample: attempt.sample,
        status: attempt.status,
        startedAt: attempt.startedAt,
        endedAt: attempt.endedAt,
        score: attempt.score,
        correctCount: attempt.correctCount,
        totalQuestions: attempt.totalQuestions,
        timeUsedSeconds: attempt.timeUsed,
        answers: answerRows
          .filter((a) => a.attemptId === attempt.id)
          .map((a) => ({
            position: a.orderId,
            questionId: a.questionId,
            selectedChoiceIds: a.selectedChoiceIds,
            flagged: a.flagged,
            checkedAt: a.checkedAt?.toISOString() ?? null,
            activeMs: a.activeMs,
          })),
      }),
    ),
    orders: paymentRows.map((p) =>
      record({
        id: p.id,
        orderNumber: orderNumber(p.id, p.completedAt ?? p.createdAt),
        kind: p.kind,
        testId: p.testId,
        provider: p.provider,
        amount: p.amountCents / 100,
        currency: p.currency,
        status: p.status,
        createdAt: p.createdAt,
        completedAt: p.completedAt,
      }),
    ),
    receipts: receiptRows.map((r) =>
      record({
        id: r.id,
        number: receiptNumber(r),
        kind: r.kind,
        paymentId: r.paymentId,
        amount: r.amountCents / 100,
        currency: r.currency,
        item: r.item,
        itemTitle: r.itemTitle,
        learnerName: r.learnerName,
        language: r.language,
        issuedAt: r.issuedAt,
      }),
    ),
    testPasses: passes.map(({ access, testTitle }) =>
      record({
        testId: access.testId,
        testTitle,
        paymentId: access.paymentId,
        startsAt: access.startsAt,
        expiresAt: access.expiresAt,
      }),
    ),
    subscription: {
      subscriptions: premium.map((s) =>
        record({
          id: s.id,
          provider: s.provider,
          planId: s.planId,
          status: s.status,
          paidThrough: s.paidThrough,
          nextBillingAt: s.nextBillingAt,
          cancelRequestedAt: s.cancelRequestedAt,
          createdAt: s.createdAt,
        }),
      ),
      periods: periods.map((p) =>
        record({ paymentId: p.paymentId, startsAt: p.startsAt, expiresAt: p.expiresAt }),
      ),
    },
    questionReports: reports.map((r) =>
      record({
        attemptId: r.attemptId,
        questionId: r.questionId,
        reason: r.reason,
        comment: r.comment,
        language: r.lang,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      }),
    ),
    contactMessages: messages.map((m) =>
      record({
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        createdAt: m.createdAt,
      }),
    ),
    learningProgress: learning.map((l) =>
      record({ kind: l.kind, item: l.itemKey, completedAt: l.completedAt }),
    ),
    linkedAccounts: identities.map((i) =>
      record({
        provider: i.provider,
        issuer: i.issuer,
        subject: i.subject,
        email: i.email,
        linkedAt: i.createdAt,
      }),
    ),
  };
}

const RENEWING = new Set(['ACTIVE', 'PAST_DUE', 'APPROVAL_PENDING', 'SUSPENDED', 'CANCELLED']);

/** Stops every future charge at the provider, or refuses: an account is never deleted while it is billed. */
async function endBilling(ctx: AppContext, userId: number): Promise<void> {
  const row = await currentSubscription(ctx.db, userId);
  if (!row || !RENEWING.has(row.status)) return;
  try {
    await ctx.payments.cancelSubscription(row.providerSubscriptionId, 'Account deleted by the learner');
    await refresh(ctx, row.providerSubscriptionId);
  } catch (error) {
    console.error(`account deletion: cancelling subscription ${row.id}:`, error);
    throw conflict(
      'Your subscription could not be cancelled; cancel it on the Subscription page, then delete the account',
      'ACCOUNT_SUBSCRIPTION_ACTIVE',
    );
  }
}

export async function deleteAccount(ctx: AppContext, user: UserRow, password: string): Promise<void> {
  await requireCurrentPassword(ctx, user, password);
  await endBilling(ctx, user.id);
  const address = user.email;
  await ctx.db.transaction(async (tx) => {
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.userId, user.id))
      .limit(1);
    const [documented] = await tx
      .select({ id: receipts.id })
      .from(receipts)
      .where(eq(receipts.userId, user.id))
      .limit(1);
    if (!paid && !documented) {
      // Nothing the law keeps: the row goes, and every table that refers to it with it (ON DELETE CASCADE).
      await tx.delete(contactMessages).where(eq(contactMessages.userId, user.id));
      await tx.delete(users).where(eq(users.id, user.id));
      return;
    }
    // Orders and receipts stay for the accounting retention period; the account that holds them is emptied.
    await tx.delete(attempts).where(eq(attempts.userId, user.id));
    await tx.delete(questionReports).where(eq(questionReports.userId, user.id));
    await tx.delete(testAccess).where(eq(testAccess.userId, user.id));
    await tx.delete(subscriptions).where(eq(subscriptions.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, user.id));
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, user.id));
    await tx.delete(contactMessages).where(eq(contactMessages.userId, user.id));
    await tx
      .update(users)
      .set({
        email: `deleted-${user.id}@deleted.invalid`,
        firstName: '',
        lastName: '',
        // Not a password hash: nothing signs in to this row again.
        passwordHash: '!deleted',
        tempPasswordHash: null,
        tempPasswordExpiresAt: null,
        mustChangePassword: false,
      })
      .where(eq(users.id, user.id));
  });
  // The demo outbox keeps mail per address: the old mails go too (the deletion notice below is the last one).
  await ctx.db.delete(outbox).where(eq(outbox.to, address));
  try {
    await ctx.mailer.send(accountDeletedMail(address, user.language));
  } catch (error) {
    console.error('account deletion notice:', error);
  }
}
