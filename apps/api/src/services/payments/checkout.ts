// Creating payment orders: a test purchase, a month of subscription, or a generic amount.
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../../contract/types';
import { purchaseExpiries } from '../../db/queries/access';
import { findTest } from '../../db/queries/attempts';
import { payments } from '../../db/schema';
import { conflict, notFound, paymentsDisabled } from '../../http/errors';
import { accessState } from '../access';
import type { AppContext } from '../context';

export const TEST_ACCESS_MONTHS = 6;
export const SUBSCRIPTION = {
  name: 'Premium subscription',
  priceCents: 2999,
  currency: 'USD',
  months: 1,
} as const;

type PaymentRow = typeof payments.$inferSelect;
type Kind = PaymentRow['kind'];

interface NewPayment {
  kind: Kind;
  testId: number | null;
  amountCents: number;
  currency: string;
  description: string;
  returnUrl: string;
  cancelUrl: string;
}

async function createPayment(ctx: AppContext, userId: number, input: NewPayment) {
  const provider = ctx.payments.name;
  if (provider === 'disabled') throw paymentsDisabled();
  const order = await ctx.payments.createOrder({
    amount: (input.amountCents / 100).toFixed(2),
    currency: input.currency,
    description: input.description,
    returnUrl: input.returnUrl,
    cancelUrl: input.cancelUrl,
    reference: `${input.kind}-${input.testId ?? 'none'}-${userId}`,
    requestId: randomUUID(),
  });
  await ctx.db.insert(payments).values({
    userId,
    kind: input.kind,
    testId: input.testId,
    provider,
    providerOrderId: order.id,
    amountCents: input.amountCents,
    currency: input.currency,
    status: 'CREATED',
    createdAt: ctx.clock.now(),
  });
  return { paymentId: order.id, approvalUrl: order.approvalUrl };
}

export async function purchaseTest(
  ctx: AppContext,
  userId: number,
  request: { testId: number; returnUrl: string; cancelUrl: string },
) {
  const test = await findTest(ctx.db, request.testId);
  if (!test || !test.isActive) throw notFound(`Test not found with id: ${request.testId}`);
  if (test.isFree) throw conflict('This test is free: no purchase needed', 'TEST_IS_FREE');
  // Only an unexpired purchase stops another: a subscriber may still buy months that outlast the plan.
  const purchase = (await purchaseExpiries(ctx.db, userId, test.id)).get(test.id);
  if (accessState(test, { purchase }, ctx.clock.now()).hasAccess) {
    throw conflict('You already have access to this test', 'TEST_ALREADY_OWNED');
  }
  return createPayment(ctx, userId, {
    kind: 'test',
    testId: test.id,
    amountCents: test.priceCents,
    currency: test.currency,
    description: `${test.title}: ${TEST_ACCESS_MONTHS} months of access`,
    returnUrl: request.returnUrl,
    cancelUrl: request.cancelUrl,
  });
}

export async function createSubscriptionPayment(ctx: AppContext, userId: number, siteOrigin: string) {
  return createPayment(ctx, userId, {
    kind: 'subscription',
    testId: null,
    amountCents: SUBSCRIPTION.priceCents,
    currency: SUBSCRIPTION.currency,
    description: `${SUBSCRIPTION.name}: 1 month`,
    returnUrl: `${siteOrigin}/success`,
    cancelUrl: `${siteOrigin}/cancel`,
  });
}

export async function createGenericPayment(
  ctx: AppContext,
  userId: number,
  request: Schemas['CreatePaymentRequest'],
  siteOrigin: string,
) {
  return createPayment(ctx, userId, {
    kind: 'generic',
    testId: null,
    amountCents: Math.round(request.amount * 100),
    currency: request.currency,
    description: request.description ?? 'Kafka Learning payment',
    returnUrl: request.returnUrl ?? `${siteOrigin}/success`,
    cancelUrl: request.cancelUrl ?? `${siteOrigin}/cancel`,
  });
}
