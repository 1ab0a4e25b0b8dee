// The premium subscription's life: created at the provider, approved by the learner, activated only once the
// provider confirms it, cancelled (kept until the paid period ends) and resumed. Every change goes through
// `reconcile`, which reads the whole subscription at the provider — status and transactions — and brings our
// rows in line with it: the order in which webhooks arrive, or how often, cannot change the outcome.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  payments,
  premiumSubscriptions,
  receipts,
  subscriptions,
  testAccess,
  type SubscriptionState,
} from '../../db/schema';
import { badRequest, conflict, notFound, paymentsDisabled } from '../../http/errors';
import { addMonths, DAY } from '../clock';
import type { AppContext } from '../context';
import { SUBSCRIPTION } from './checkout';
import type { ProviderSubscription } from './provider';
import { sendPurchaseMail } from './purchase-mail';
import { issueCreditNote, issueReceipt } from './receipts';
import { isSandbox } from './sandbox';

export type PremiumRow = typeof premiumSubscriptions.$inferSelect;

/** How long a learner keeps access after a failed renewal while the provider retries the payment. */
export const GRACE_DAYS = 7;

export const PLAN = {
  productName: 'Kafka certification prep — Premium',
  planName: 'Premium monthly',
  price: (SUBSCRIPTION.priceCents / 100).toFixed(2),
  currency: SUBSCRIPTION.currency,
};

/** States in which the learner still holds (or may still get) a running subscription: no second one. */
const LIVE: SubscriptionState[] = ['ACTIVE', 'PAST_DUE', 'CANCELLED', 'SUSPENDED'];

function requireProvider(ctx: AppContext) {
  if (ctx.payments.name === 'disabled') throw paymentsDisabled();
  return ctx.payments.name;
}

/** The learner's latest subscription that got past approval, else the latest one. */
export async function currentSubscription(db: Db, userId: number): Promise<PremiumRow | undefined> {
  const rows = await db
    .select()
    .from(premiumSubscriptions)
    .where(eq(premiumSubscriptions.userId, userId))
    .orderBy(desc(premiumSubscriptions.id))
    .limit(10);
  return rows.find((r) => r.status !== 'APPROVAL_PENDING') ?? rows[0];
}

export async function createPremiumSubscription(ctx: AppContext, userId: number, siteOrigin: string) {
  const provider = requireProvider(ctx);
  const current = await currentSubscription(ctx.db, userId);
  if (current && LIVE.includes(current.status))
    throw conflict('You already have a premium subscription', 'SUBSCRIPTION_EXISTS');
  const planId = await ctx.payments.ensurePlan(PLAN);
  const created = await ctx.payments.createSubscription({
    planId,
    customId: String(userId),
    returnUrl: `${siteOrigin}/subscription`,
    cancelUrl: `${siteOrigin}/cancel`,
    requestId: randomUUID(),
  });
  await ctx.db.insert(premiumSubscriptions).values({
    userId,
    provider,
    providerSubscriptionId: created.id,
    planId,
    status: 'APPROVAL_PENDING',
    createdAt: ctx.clock.now(),
    updatedAt: ctx.clock.now(),
  });
  return { subscriptionId: created.id, approvalUrl: created.approvalUrl };
}

async function ownSubscription(db: Db, userId: number, providerId: string): Promise<PremiumRow> {
  const [row] = await db
    .select()
    .from(premiumSubscriptions)
    .where(
      and(
        eq(premiumSubscriptions.userId, userId),
        eq(premiumSubscriptions.providerSubscriptionId, providerId),
      ),
    );
  if (!row) throw notFound(`Subscription not found: ${providerId}`);
  return row;
}

/** After the learner approved: active only when the provider says so, for this learner and this plan. */
export async function activatePremiumSubscription(ctx: AppContext, userId: number, providerId: string) {
  requireProvider(ctx);
  const row = await ownSubscription(ctx.db, userId, providerId);
  // The sandbox has no approval page of its own: its labelled checkout button is the learner's approval.
  if (isSandbox(ctx.payments)) ctx.payments.approve(providerId);
  const remote = await ctx.payments.getSubscription(providerId);
  const confirmed =
    remote &&
    remote.customId === String(userId) &&
    remote.planId === row.planId &&
    (remote.status === 'ACTIVE' || remote.status === 'APPROVED');
  if (!confirmed)
    throw badRequest('The payment provider has not confirmed this subscription', 'SUBSCRIPTION_NOT_APPROVED');
  await reconcile(ctx, remote);
}

/** Cancel: nothing more is billed, access stays until the paid period ends, and it can be resumed until then. */
export async function cancelPremiumSubscription(ctx: AppContext, userId: number) {
  requireProvider(ctx);
  const row = await currentSubscription(ctx.db, userId);
  if (!row || (row.status !== 'ACTIVE' && row.status !== 'PAST_DUE'))
    throw conflict('There is no renewing subscription to cancel', 'SUBSCRIPTION_NOT_CANCELLABLE');
  // Suspended rather than cancelled at the provider: PayPal cannot reactivate a cancelled subscription.
  await ctx.payments.suspendSubscription(row.providerSubscriptionId, 'Cancelled by the learner');
  await ctx.db
    .update(premiumSubscriptions)
    .set({ cancelRequestedAt: ctx.clock.now() })
    .where(eq(premiumSubscriptions.id, row.id));
  await refresh(ctx, row.providerSubscriptionId);
}

export async function resumePremiumSubscription(ctx: AppContext, userId: number) {
  requireProvider(ctx);
  const row = await currentSubscription(ctx.db, userId);
  if (!row || !canResume(row, ctx.clock.now()))
    throw conflict('This subscription cannot be resumed', 'SUBSCRIPTION_NOT_RESUMABLE');
  await ctx.payments.activateSubscription(row.providerSubscriptionId, 'Resumed by the learner');
  await ctx.db
    .update(premiumSubscriptions)
    .set({ cancelRequestedAt: null })
    .where(eq(premiumSubscriptions.id, row.id));
  await refresh(ctx, row.providerSubscriptionId);
}

export function canResume(row: PremiumRow, now: Date): boolean {
  return (
    row.status === 'CANCELLED' &&
    row.cancelRequestedAt !== null &&
    row.paidThrough !== null &&
    row.paidThrough.getTime() > now.getTime()
  );
}

/** Re-reads the subscription at the provider and reconciles; unknown there, nothing changes. */
export async function refresh(ctx: AppContext, providerId: string): Promise<void> {
  const remote = await ctx.payments.getSubscription(providerId);
  if (remote) await reconcile(ctx, remote);
}

/**
 * A cancelled subscription whose paid period is over is cancelled for good at the provider, and one suspended
 * by failed payments ends with its grace period. Run when the learner's subscription is read.
 */
export async function settle(ctx: AppContext, row: PremiumRow): Promise<PremiumRow> {
  const now = ctx.clock.now();
  const over = (end: Date | null) => !end || end.getTime() <= now.getTime();
  const ended =
    (row.status === 'CANCELLED' && over(row.paidThrough)) ||
    (row.status === 'SUSPENDED' && over(row.graceUntil) && over(row.paidThrough));
  if (!ended) return row;
  await ctx.payments.cancelSubscription(row.providerSubscriptionId, 'Paid period ended');
  const [updated] = await ctx.db
    .update(premiumSubscriptions)
    .set({ status: 'EXPIRED', nextBillingAt: null, graceUntil: null, updatedAt: now })
    .where(eq(premiumSubscriptions.id, row.id))
    .returning();
  return updated ?? row;
}

const PAID = new Set(['COMPLETED', 'REFUNDED', 'PARTIALLY_REFUNDED']);

/** Records every payment and refund the provider lists, then derives the status, dates and grace. */
export async function reconcile(ctx: AppContext, remote: ProviderSubscription): Promise<void> {
  const periods: { paymentId: number; renewal: boolean }[] = [];
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [row] = await tx
      .select()
      .from(premiumSubscriptions)
      .where(eq(premiumSubscriptions.providerSubscriptionId, remote.id))
      .for('update');
    if (!row) return;
    const paid = remote.transactions
      .filter((t) => PAID.has(t.status))
      .sort((a, b) => a.time.getTime() - b.time.getTime());
    for (const transaction of paid) {
      const [inserted] = await tx
        .insert(payments)
        .values({
          userId: row.userId,
          kind: 'subscription',
          testId: null,
          provider: row.provider,
          providerOrderId: transaction.id,
          amountCents: transaction.amountCents,
          currency: transaction.currency,
          status: 'COMPLETED',
          captureId: transaction.id,
          premiumSubscriptionId: row.id,
          createdAt: transaction.time,
          completedAt: transaction.time,
        })
        .onConflictDoNothing({ target: payments.providerOrderId })
        .returning();
      if (inserted) {
        const [latest] = await tx
          .select({ end: max(subscriptions.expiresAt) })
          .from(subscriptions)
          .where(
            and(eq(subscriptions.premiumSubscriptionId, row.id), sql`${subscriptions.paymentId} is not null`),
          );
        const from = latest?.end && latest.end > transaction.time ? latest.end : transaction.time;
        await tx.insert(subscriptions).values({
          userId: row.userId,
          paymentId: inserted.id,
          premiumSubscriptionId: row.id,
          startsAt: from,
          expiresAt: addMonths(from, SUBSCRIPTION.months),
        });
        await issueReceipt(tx, inserted, now, ctx.seller);
        periods.push({ paymentId: inserted.id, renewal: !!latest?.end });
      }
      if (transaction.status === 'REFUNDED') {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(eq(payments.providerOrderId, transaction.id));
        const [credited] = payment
          ? await tx
              .select({ id: receipts.id })
              .from(receipts)
              .where(and(eq(receipts.paymentId, payment.id), eq(receipts.kind, 'credit_note')))
          : [];
        if (payment && !credited)
          await refundPayment(tx, ctx, payment, `refund-${transaction.id}`, transaction.amountCents, now);
      }
    }
    const [grants] = await tx
      .select({ end: max(subscriptions.expiresAt) })
      .from(subscriptions)
      .where(
        and(eq(subscriptions.premiumSubscriptionId, row.id), sql`${subscriptions.paymentId} is not null`),
      );
    const paidThrough = grants?.end ?? null;
    const lastPaid = paid.filter((t) => t.status === 'COMPLETED').at(-1)?.time ?? null;
    const failing =
      remote.failedPaymentsCount > 0 &&
      remote.lastFailedPaymentTime !== null &&
      (!lastPaid || remote.lastFailedPaymentTime >= lastPaid);
    const status = stateOf(remote, row, paid.length > 0, failing, paidThrough, now);
    const graceFrom =
      failing && paidThrough && remote.lastFailedPaymentTime
        ? new Date(Math.max(paidThrough.getTime(), remote.lastFailedPaymentTime.getTime()))
        : null;
    const graceUntil =
      graceFrom && (status === 'PAST_DUE' || status === 'SUSPENDED')
        ? new Date(graceFrom.getTime() + GRACE_DAYS * DAY)
        : null;
    await setGrace(tx, row, graceUntil, now);
    await tx
      .update(premiumSubscriptions)
      .set({
        status,
        paidThrough,
        nextBillingAt: status === 'ACTIVE' || status === 'PAST_DUE' ? remote.nextBillingTime : null,
        graceUntil,
        lastFailedAt: failing ? remote.lastFailedPaymentTime : null,
        updatedAt: now,
      })
      .where(eq(premiumSubscriptions.id, row.id));
  });
  // After the commit, one mail per period this reconcile recorded (a replayed reconcile records none).
  for (const period of periods) await sendPurchaseMail(ctx, period.paymentId, { renewal: period.renewal });
}

function stateOf(
  remote: ProviderSubscription,
  row: PremiumRow,
  hasPayments: boolean,
  failing: boolean,
  paidThrough: Date | null,
  now: Date,
): SubscriptionState {
  if (row.status === 'EXPIRED') return 'EXPIRED';
  const periodOver = !paidThrough || paidThrough.getTime() <= now.getTime();
  switch (remote.status) {
    case 'APPROVAL_PENDING':
      return 'APPROVAL_PENDING';
    case 'APPROVED':
    case 'ACTIVE':
      if (!hasPayments)
        return remote.status === 'ACTIVE' && failing
          ? 'PAST_DUE'
          : row.status === 'APPROVAL_PENDING'
            ? 'APPROVAL_PENDING'
            : row.status;
      return failing ? 'PAST_DUE' : 'ACTIVE';
    case 'SUSPENDED':
      if (row.cancelRequestedAt) return 'CANCELLED';
      return 'SUSPENDED';
    case 'CANCELLED':
    case 'EXPIRED':
      return periodOver ? 'EXPIRED' : 'CANCELLED';
  }
}

/** The grace period is one grant row per subscription without a payment, moved to `until` (or ended now). */
async function setGrace(tx: Db, row: PremiumRow, until: Date | null, now: Date): Promise<void> {
  const [grace] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.premiumSubscriptionId, row.id), isNull(subscriptions.paymentId)));
  if (!grace) {
    if (until)
      await tx.insert(subscriptions).values({
        userId: row.userId,
        paymentId: null,
        premiumSubscriptionId: row.id,
        startsAt: now,
        expiresAt: until,
      });
    return;
  }
  const end = until ?? (grace.expiresAt > now ? now : grace.expiresAt);
  if (end.getTime() !== grace.expiresAt.getTime())
    await tx.update(subscriptions).set({ expiresAt: end }).where(eq(subscriptions.id, grace.id));
}

/** A refund: a credit note referring to the payment's receipt, and the access it bought ends now. */
export async function refundPayment(
  tx: Db,
  ctx: AppContext,
  payment: typeof payments.$inferSelect,
  providerRefundId: string,
  amountCents: number,
  now: Date,
): Promise<void> {
  const note = await issueCreditNote(tx, payment, { providerRefundId, amountCents }, now, ctx.seller);
  if (!note) return;
  for (const table of [subscriptions, testAccess]) {
    await tx
      .update(table)
      .set({ expiresAt: now })
      .where(and(eq(table.paymentId, payment.id), gt(table.expiresAt, now)));
  }
}

/** Demo: the period of a cancelled subscription is brought to an end now (the clock itself does not move). */
export async function endPeriodNow(ctx: AppContext, row: PremiumRow): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const grants = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.premiumSubscriptionId, row.id));
    const live = grants.filter((g) => g.expiresAt > now).map((g) => g.id);
    if (live.length)
      await tx.update(subscriptions).set({ expiresAt: now }).where(inArray(subscriptions.id, live));
    await tx
      .update(premiumSubscriptions)
      .set({ paidThrough: now })
      .where(eq(premiumSubscriptions.id, row.id));
  });
}
