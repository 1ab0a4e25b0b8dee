// PayPal webhooks: verified first (a forged or unsigned delivery is refused), applied at most once per event id,
// and safe in any order — subscription and sale events only trigger a re-read of the subscription at PayPal
// (see premium.ts `reconcile`), so the last word is always PayPal's current state, never the event's.
import { eq } from 'drizzle-orm';
import { payments, premiumSubscriptions, webhookEvents } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { AppContext } from '../context';
import { handleOrderEvent, type WebhookEvent } from './capture';
import { refresh, refundPayment } from './premium';
import { toCents } from './paypal-subscriptions';

type Resource = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The PayPal subscription an event is about, directly or through the sale it reports. */
async function subscriptionOf(ctx: AppContext, event: WebhookEvent): Promise<string | undefined> {
  const resource = event.resource;
  if (event.event_type.startsWith('BILLING.SUBSCRIPTION.')) return text(resource.id);
  const agreement = text(resource.billing_agreement_id);
  if (agreement) return agreement;
  const saleId = text(resource.sale_id);
  if (!saleId) return undefined;
  const [row] = await ctx.db
    .select({ id: premiumSubscriptions.providerSubscriptionId })
    .from(payments)
    .innerJoin(premiumSubscriptions, eq(premiumSubscriptions.id, payments.premiumSubscriptionId))
    .where(eq(payments.providerOrderId, saleId));
  return row?.id;
}

/** A refund of a one-off order (a test purchase): a credit note per refund id. */
async function refundCapture(ctx: AppContext, resource: Resource): Promise<void> {
  const refundId = text(resource.id);
  const links = (resource.links as { rel?: string; href?: string }[] | undefined) ?? [];
  const captureId = links
    .find((l) => l.rel === 'up')
    ?.href?.split('/')
    .pop();
  const amount = resource.amount as { value?: string } | undefined;
  if (!refundId || !captureId) return;
  await ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.captureId, captureId));
    if (!payment) return;
    const cents = amount?.value ? toCents(amount.value) : payment.amountCents;
    await refundPayment(tx, ctx, payment, refundId, cents, ctx.clock.now());
  });
}

async function apply(ctx: AppContext, event: WebhookEvent): Promise<void> {
  const type = event.event_type;
  if (type === 'PAYMENT.CAPTURE.REFUNDED') return refundCapture(ctx, event.resource);
  if (type.startsWith('BILLING.SUBSCRIPTION.') || type.startsWith('PAYMENT.SALE.')) {
    const subscriptionId = await subscriptionOf(ctx, event);
    if (subscriptionId) await refresh(ctx, subscriptionId);
    return;
  }
  await handleOrderEvent(ctx, event);
}

export async function handleWebhook(
  ctx: AppContext,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  event: WebhookEvent,
): Promise<void> {
  if (!(await ctx.payments.verifyWebhook({ headers, rawBody, event })))
    throw badRequest('Webhook signature could not be verified', 'WEBHOOK_SIGNATURE_INVALID');
  const [seen] = await ctx.db
    .select({ id: webhookEvents.eventId })
    .from(webhookEvents)
    .where(eq(webhookEvents.eventId, event.id));
  if (seen) return;
  // Recorded only once applied: a delivery that failed half-way is retried by PayPal and applied again
  // (every step is idempotent), while a delivery that succeeded is never applied twice.
  await apply(ctx, event);
  await ctx.db
    .insert(webhookEvents)
    .values({ eventId: event.id, eventType: event.event_type, resourceId: text(event.resource.id) ?? null })
    .onConflictDoNothing();
}
