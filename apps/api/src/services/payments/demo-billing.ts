// Demo mode: the next billing cycle of the learner's sandbox subscription, now, so renewals, failed payments,
// refunds and receipts can be seen without PayPal or waiting a month. The server's clock does not move: a paid
// cycle charges now and extends the paid period by a month from its current end.
import { eq } from 'drizzle-orm';
import { payments, premiumSubscriptions } from '../../db/schema';
import type { AppContext } from '../context';
import { currentSubscription, endPeriodNow, reconcile, settle } from './premium';
import { isSandbox } from './sandbox';

export async function advanceBilling(
  ctx: AppContext,
  userId: number,
  outcome: 'paid' | 'failed' | 'refunded',
): Promise<boolean> {
  const provider = ctx.payments;
  if (!isSandbox(provider)) return false;
  const row = await currentSubscription(ctx.db, userId);
  if (!row || row.status === 'APPROVAL_PENDING' || row.status === 'EXPIRED') return false;
  if (!(await provider.getSubscription(row.providerSubscriptionId))) {
    // This process restarted since: the sandbox takes the subscription back from what the database holds.
    const paid = await ctx.db.select().from(payments).where(eq(payments.premiumSubscriptionId, row.id));
    provider.adopt({
      id: row.providerSubscriptionId,
      status: row.status === 'CANCELLED' ? 'SUSPENDED' : 'ACTIVE',
      planId: row.planId,
      customId: String(userId),
      nextBillingTime: row.nextBillingAt,
      failedPaymentsCount: 0,
      lastFailedPaymentTime: null,
      transactions: paid.map((p) => ({
        id: p.providerOrderId,
        status: 'COMPLETED' as const,
        amountCents: p.amountCents,
        currency: p.currency,
        time: p.completedAt ?? p.createdAt,
      })),
    });
  }
  if (row.status === 'CANCELLED' && outcome !== 'refunded') {
    // A cancelled subscription has no next cycle: its paid period ends instead.
    await endPeriodNow(ctx, row);
    const [ended] = await ctx.db
      .select()
      .from(premiumSubscriptions)
      .where(eq(premiumSubscriptions.id, row.id));
    if (ended) await settle(ctx, ended);
    return true;
  }
  provider.bill(row.providerSubscriptionId, outcome);
  const remote = await provider.getSubscription(row.providerSubscriptionId);
  if (remote) await reconcile(ctx, remote);
  return true;
}
