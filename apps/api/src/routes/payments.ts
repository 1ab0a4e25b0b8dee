import { findTest } from '../db/queries/attempts';
import { PAYMENTS_DISABLED, notFound, serviceUnavailable } from '../http/errors';
import type { Router } from '../http/routing';
import { message, siteOrigin } from '../http/views';
import { accessibleTests, testAccessFor } from '../services/access';
import * as capture from '../services/payments/capture';
import * as checkout from '../services/payments/checkout';
import type { AppContext } from '../services/context';

/** PAYMENTS=disabled: refused before anything else is looked at, so the answer is always the same 503. */
function requirePayments(ctx: AppContext): void {
  if (ctx.payments.name === 'disabled') throw serviceUnavailable(PAYMENTS_DISABLED);
}

export function paymentsRoutes(router: Router, configuredSiteUrl: string | undefined): void {
  router.route('getPaymentConfig', async ({ ctx }) => ({
    provider: ctx.payments.name,
    demo: ctx.mode === 'demo',
    currency: checkout.SUBSCRIPTION.currency,
    ...(ctx.payments.clientId ? { clientId: ctx.payments.clientId } : {}),
  }));

  router.route('createPayment', async ({ ctx, body, request, requireAuth }) => {
    requirePayments(ctx);
    return checkout.createGenericPayment(
      ctx,
      requireAuth().user.id,
      body,
      siteOrigin(request, configuredSiteUrl),
    );
  });

  router.route('createSubscriptionPayment', async ({ ctx, request, requireAuth }) => {
    requirePayments(ctx);
    return checkout.createSubscriptionPayment(
      ctx,
      requireAuth().user.id,
      siteOrigin(request, configuredSiteUrl),
    );
  });

  router.route('purchaseTest', async ({ ctx, body, requireAuth }) => {
    requirePayments(ctx);
    return checkout.purchaseTest(ctx, requireAuth().user.id, body);
  });

  router.route('executePayment', async ({ ctx, body, requireAuth }) => {
    requirePayments(ctx);
    return capture.executePayment(ctx, requireAuth().user.id, body);
  });

  router.route('verifyPayment', async ({ ctx, params, requireAuth }) => ({
    verified: await capture.isPaymentCaptured(ctx, requireAuth().user.id, params.token),
  }));

  router.route('getTestAccess', async ({ ctx, params, requireAuth }) => {
    const test = await findTest(ctx.db, params.testId);
    if (!test) throw notFound(`Test not found with id: ${params.testId}`);
    return testAccessFor(ctx.db, requireAuth().user.id, test, ctx.clock.now());
  });

  router.route('getAccessibleTests', async ({ ctx, requireAuth }) => ({
    accessibleTests: await accessibleTests(ctx.db, requireAuth().user.id, ctx.clock.now()),
  }));

  router.route('getSubscriptionStatus', async ({ ctx, requireAuth }) =>
    capture.subscriptionStatus(ctx, requireAuth().user.id),
  );

  router.route('handlePaypalWebhook', async ({ ctx, body, request }) => {
    await capture.handleWebhook(ctx, request.headers, body);
    return message('Event received');
  });
}
