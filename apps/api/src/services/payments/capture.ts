// Capturing approved orders and granting what they bought. A payment is granted at most once: the
// CREATED → COMPLETED transition is a conditional update, and the grant tables hold a unique payment id.
import { and, desc, eq, gte, max, ne } from 'drizzle-orm';
import type { Schemas } from '../../contract/types';
import type { Db } from '../../db/client';
import { payments, receipts, subscriptions, testAccess, tests } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { addMonths } from '../clock';
import type { AppContext } from '../context';
import { inLanguage, type Lang } from '../language';
import { orderNumber } from '../orders';
import { receiptView } from './premium-view';
import { SUBSCRIPTION, TEST_ACCESS_MONTHS } from './checkout';
import { sendPurchaseMail } from './purchase-mail';
import { issueReceipt } from './receipts';

type PaymentRow = typeof payments.$inferSelect;

/** Extends from the current expiry when one is still running, so renewing early loses nothing. */
async function grant(tx: Db, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.kind === 'test' && payment.testId) {
    const [current] = await tx
      .select({ expiresAt: max(testAccess.expiresAt) })
      .from(testAccess)
      .where(and(eq(testAccess.userId, payment.userId), eq(testAccess.testId, payment.testId)));
    const from = current?.expiresAt && current.expiresAt > now ? current.expiresAt : now;
    await tx
      .insert(testAccess)
      .values({
        userId: payment.userId,
        testId: payment.testId,
        paymentId: payment.id,
        startsAt: now,
        expiresAt: addMonths(from, TEST_ACCESS_MONTHS),
      })
      .onConflictDoNothing({ target: testAccess.paymentId });
  } else if (payment.kind === 'subscription') {
    const [current] = await tx
      .select({ expiresAt: max(subscriptions.expiresAt) })
      .from(subscriptions)
      .where(eq(subscriptions.userId, payment.userId));
    const from = current?.expiresAt && current.expiresAt > now ? current.expiresAt : now;
    await tx
      .insert(subscriptions)
      .values({
        userId: payment.userId,
        paymentId: payment.id,
        startsAt: now,
        expiresAt: addMonths(from, SUBSCRIPTION.months),
      })
      .onConflictDoNothing({ target: subscriptions.paymentId });
  }
}

/** Marks the payment captured and grants it, unless that already happened. */
async function completeOnce(ctx: AppContext, payment: PaymentRow, captureId: string): Promise<void> {
  const completedHere = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [completed] = await tx
      .update(payments)
      .set({ status: 'COMPLETED', captureId, completedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'CREATED')))
      .returning();
    if (!completed) return false;
    await grant(tx, completed, now);
    // Numbered in this same transaction: the receipt exists exactly when the payment is completed.
    await issueReceipt(tx, completed, now, ctx.seller);
    return true;
  });
  // Only the call that completed the payment mails, once it is committed: concurrent executes send one mail.
  if (completedHere) await sendPurchaseMail(ctx, payment.id);
}

async function grantedExpiry(db: Db, payment: PaymentRow): Promise<Date | null> {
  const table = payment.kind === 'test' ? testAccess : payment.kind === 'subscription' ? subscriptions : null;
  if (!table) return null;
  const [row] = await db
    .select({ expiresAt: table.expiresAt })
    .from(table)
    .where(eq(table.paymentId, payment.id));
  return row?.expiresAt ?? null;
}

/**
 * A test order opened before another order of the same test was paid is stale: capturing it would charge twice
 * for the same months. It is refused before the provider takes any money.
 */
async function requireNotBoughtMeanwhile(db: Db, payment: PaymentRow): Promise<void> {
  if (payment.kind !== 'test' || payment.testId === null) return;
  const [other] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, payment.userId),
        eq(payments.testId, payment.testId),
        eq(payments.status, 'COMPLETED'),
        ne(payments.id, payment.id),
        gte(payments.completedAt, payment.createdAt),
      ),
    )
    .limit(1);
  if (other)
    throw conflict(
      'This test was already bought with another order; this one was not charged',
      'TEST_BOUGHT_ELSEWHERE',
    );
}

async function capture(ctx: AppContext, payment: PaymentRow, payerId: string): Promise<boolean> {
  if (payment.status === 'COMPLETED') return true;
  await requireNotBoughtMeanwhile(ctx.db, payment);
  const result = await ctx.payments.captureOrder(payment.providerOrderId, {
    payerId,
    requestId: `capture-${payment.id}`,
  });
  if (result.status !== 'COMPLETED') return false;
  await completeOnce(ctx, payment, result.captureId);
  return true;
}

async function findPayment(db: Db, userId: number, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.providerOrderId, providerOrderId)));
  return row;
}

/** Idempotent: executing a captured payment answers the same result again. */
export async function executePayment(
  ctx: AppContext,
  userId: number,
  request: Schemas['ExecutePaymentRequest'],
): Promise<Schemas['ExecutePaymentResult']> {
  const payment = await findPayment(ctx.db, userId, request.paymentId);
  if (!payment) throw notFound(`Payment not found: ${request.paymentId}`);
  if (!(await capture(ctx, payment, request.payerId)))
    throw badRequest('Payment was not approved', 'PAYMENT_NOT_APPROVED');
  const expiry = await grantedExpiry(ctx.db, payment);
  return {
    success: true,
    message: 'Payment completed successfully',
    status: 'COMPLETED',
    testId: payment.kind === 'test' ? payment.testId : null,
    accessExpiryDate: expiry?.toISOString() ?? null,
  };
}

export async function isPaymentCaptured(ctx: AppContext, userId: number, token: string): Promise<boolean> {
  const payment = await findPayment(ctx.db, userId, token);
  return payment?.status === 'COMPLETED';
}

export interface WebhookEvent {
  id: string;
  event_type: string;
  resource: Record<string, unknown>;
}

function orderIdOf(event: WebhookEvent): string | undefined {
  if (event.event_type.startsWith('CHECKOUT.ORDER.')) return event.resource.id as string | undefined;
  const related = (event.resource.supplementary_data as { related_ids?: { order_id?: string } } | undefined)
    ?.related_ids;
  return related?.order_id;
}

/** An Orders v2 event: an approved order is captured, a captured one granted, as execute would. */
export async function handleOrderEvent(ctx: AppContext, event: WebhookEvent): Promise<void> {
  const orderId = orderIdOf(event);
  if (!orderId) return;
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  if (!payment || payment.status === 'COMPLETED') return;
  if (event.event_type === 'CHECKOUT.ORDER.APPROVED') {
    const payer = (event.resource.payer as { payer_id?: string } | undefined)?.payer_id ?? '';
    await capture(ctx, payment, payer);
  } else if (
    event.event_type === 'PAYMENT.CAPTURE.COMPLETED' ||
    event.event_type === 'CHECKOUT.ORDER.COMPLETED'
  ) {
    await completeOnce(ctx, payment, String(event.resource.id));
  }
}

export async function subscriptionStatus(
  ctx: AppContext,
  userId: number,
): Promise<Schemas['SubscriptionStatus']> {
  const [latest] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.expiresAt))
    .limit(1);
  return {
    subscriptionPaid: !!latest,
    subscriptionDate: latest?.startsAt.toISOString() ?? null,
    subscriptionExpiryDate: latest?.expiresAt.toISOString() ?? null,
  };
}

/** What a captured payment bought, for the success page: amount, item, order number, access end, receipt. */
export async function purchaseSummary(
  ctx: AppContext,
  userId: number,
  token: string,
  lang: Lang,
): Promise<Schemas['PurchaseSummary'] | null> {
  const payment = await findPayment(ctx.db, userId, token);
  if (payment?.status !== 'COMPLETED') return null;
  const [test] = payment.testId
    ? await ctx.db
        .select({ title: tests.title, titleFr: tests.titleFr })
        .from(tests)
        .where(eq(tests.id, payment.testId))
    : [];
  const [receipt] = await ctx.db
    .select()
    .from(receipts)
    .where(and(eq(receipts.paymentId, payment.id), eq(receipts.kind, 'receipt')));
  const expiry = await grantedExpiry(ctx.db, payment);
  return {
    item: payment.kind,
    itemName:
      payment.kind === 'test'
        ? test
          ? inLanguage(lang, test.title, test.titleFr)
          : lang === 'fr'
            ? 'Test d’entraînement'
            : 'Practice test'
        : payment.kind === 'subscription'
          ? lang === 'fr'
            ? 'Abonnement Premium'
            : SUBSCRIPTION.name
          : lang === 'fr'
            ? 'Paiement'
            : 'Payment',
    testId: payment.kind === 'test' ? payment.testId : null,
    amount: payment.amountCents / 100,
    currency: payment.currency,
    orderNumber: orderNumber(payment.id, payment.completedAt ?? payment.createdAt),
    expiryDate: expiry?.toISOString() ?? null,
    receipt: receipt ? receiptView(receipt, []) : null,
  };
}
