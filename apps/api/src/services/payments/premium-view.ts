// What the subscription page and the receipt lists show, as openapi.yaml's shapes.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Schemas } from '../../contract/types';
import { payments, receipts } from '../../db/schema';
import type { AppContext } from '../context';
import { SUBSCRIPTION } from './checkout';
import { canResume, currentSubscription, settle, type PremiumRow } from './premium';
import { listReceipts, receiptNumber, type ReceiptRow } from './receipts';

const STATUS: Record<PremiumRow['status'], Schemas['PremiumSubscription']['status']> = {
  APPROVAL_PENDING: 'pending',
  ACTIVE: 'active',
  PAST_DUE: 'past_due',
  CANCELLED: 'cancelled',
  SUSPENDED: 'suspended',
  EXPIRED: 'expired',
};

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export function receiptView(receipt: ReceiptRow, all: ReceiptRow[]): Schemas['Receipt'] {
  const original = receipt.refersTo ? all.find((r) => r.id === receipt.refersTo) : undefined;
  return {
    id: receipt.id,
    number: receiptNumber(receipt),
    kind: receipt.kind,
    refersTo: original ? receiptNumber(original) : null,
    item: receipt.item,
    itemTitle: receipt.itemTitle,
    amount: receipt.amountCents / 100,
    currency: receipt.currency,
    issuedAt: receipt.issuedAt.toISOString(),
  };
}

export async function receiptsView(ctx: AppContext, userId: number): Promise<Schemas['ReceiptList']> {
  const rows = await listReceipts(ctx.db, userId);
  return { receipts: rows.map((r) => receiptView(r, rows)) };
}

export async function premiumView(ctx: AppContext, userId: number): Promise<Schemas['PremiumSubscription']> {
  const now = ctx.clock.now();
  const found = await currentSubscription(ctx.db, userId);
  const row = found ? await settle(ctx, found) : undefined;
  const plan = {
    price: SUBSCRIPTION.priceCents / 100,
    currency: SUBSCRIPTION.currency,
    interval: 'month' as const,
  };
  if (!row)
    return {
      status: 'none',
      plan,
      subscriptionId: null,
      startedAt: null,
      paidThrough: null,
      nextBillingDate: null,
      graceUntil: null,
      lastFailedAt: null,
      hasAccess: false,
      canCancel: false,
      canResume: false,
      payments: [],
    };
  const paid = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.premiumSubscriptionId, row.id))
    .orderBy(desc(payments.completedAt), desc(payments.id));
  const documents = paid.length
    ? await ctx.db
        .select()
        .from(receipts)
        .where(
          and(
            eq(receipts.userId, userId),
            inArray(
              receipts.paymentId,
              paid.map((p) => p.id),
            ),
          ),
        )
    : [];
  const access = [row.paidThrough, row.graceUntil].some((end) => end && end.getTime() > now.getTime());
  return {
    status: STATUS[row.status],
    plan,
    subscriptionId: row.providerSubscriptionId,
    startedAt: iso(paid.at(-1)?.completedAt ?? null),
    paidThrough: iso(row.paidThrough),
    nextBillingDate: iso(row.nextBillingAt),
    graceUntil: iso(row.graceUntil),
    lastFailedAt: iso(row.lastFailedAt),
    hasAccess: access && row.status !== 'EXPIRED' && row.status !== 'APPROVAL_PENDING',
    canCancel: row.status === 'ACTIVE' || row.status === 'PAST_DUE',
    canResume: canResume(row, now),
    payments: paid.map((payment) => {
      const receipt = documents.find((d) => d.paymentId === payment.id && d.kind === 'receipt');
      const refund = documents.find((d) => d.paymentId === payment.id && d.kind === 'credit_note');
      return {
        id: payment.id,
        date: (payment.completedAt ?? payment.createdAt).toISOString(),
        amount: payment.amountCents / 100,
        currency: payment.currency,
        status: refund ? ('refunded' as const) : ('paid' as const),
        receipt: receipt ? receiptView(receipt, documents) : null,
        creditNote: refund ? receiptView(refund, documents) : null,
      };
    }),
  };
}
