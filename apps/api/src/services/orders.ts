// The learner's completed orders with what each one bought and how long it lasts.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import { payments, receipts, subscriptions, testAccess, tests } from '../db/schema';
import { daysUntil } from './clock';
import type { AppContext } from './context';
import { inLanguage, type Lang } from './language';
import { SUBSCRIPTION } from './payments/checkout';
import { receiptView } from './payments/premium-view';

/** Order item names without a test title of their own, per language. */
const ITEM_NAMES = {
  en: { subscription: SUBSCRIPTION.name, test: 'Practice test' },
  fr: { subscription: 'Abonnement Premium', test: 'Test d’entraînement' },
} as const;

export const EXPIRING_SOON_DAYS = 7;

export function orderStatus(expiry: Date, now: Date): Schemas['OrderStatus'] {
  if (expiry.getTime() <= now.getTime()) return 'expired';
  return daysUntil(expiry, now) <= EXPIRING_SOON_DAYS ? 'expiring-soon' : 'active';
}

export function orderNumber(id: number, purchased: Date): string {
  return `ORD-${purchased.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

export async function listOrders(
  ctx: AppContext,
  userId: number,
  lang: Lang = 'en',
): Promise<Schemas['Order'][]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({
      payment: payments,
      testTitle: tests.title,
      testTitleFr: tests.titleFr,
      testExpiry: testAccess.expiresAt,
      planExpiry: subscriptions.expiresAt,
      receipt: receipts,
    })
    .from(payments)
    .leftJoin(tests, eq(tests.id, payments.testId))
    .leftJoin(testAccess, eq(testAccess.paymentId, payments.id))
    .leftJoin(subscriptions, eq(subscriptions.paymentId, payments.id))
    .leftJoin(receipts, and(eq(receipts.paymentId, payments.id), eq(receipts.kind, 'receipt')))
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'COMPLETED'),
        inArray(payments.kind, ['test', 'subscription']),
      ),
    )
    .orderBy(desc(payments.completedAt), desc(payments.id));
  const names = ITEM_NAMES[lang];
  return rows.flatMap(({ payment, testTitle, testTitleFr, testExpiry, planExpiry, receipt }) => {
    const expiry = testExpiry ?? planExpiry;
    if (!expiry) return [];
    const purchased = payment.completedAt ?? payment.createdAt;
    return [
      {
        id: payment.id,
        orderNumber: orderNumber(payment.id, purchased),
        testId: payment.kind === 'test' ? payment.testId : null,
        testName:
          payment.kind === 'test'
            ? testTitle
              ? inLanguage(lang, testTitle, testTitleFr)
              : names.test
            : names.subscription,
        status: orderStatus(expiry, now),
        price: payment.amountCents / 100,
        currency: payment.currency,
        purchaseDate: purchased.toISOString(),
        expiryDate: expiry.toISOString(),
        daysLeft: daysUntil(expiry, now),
        receipt: receipt ? receiptView(receipt, []) : null,
      },
    ];
  });
}
