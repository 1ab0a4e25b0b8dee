import { findTest } from '../db/queries/attempts';
import { badRequest, notFound, paymentsDisabled } from '../http/errors';
import type { Router } from '../http/routing';
import { message, siteOrigin } from '../http/views';
import { accessibleTests, testAccessFor } from '../services/access';
import * as capture from '../services/payments/capture';
import * as checkout from '../services/payments/checkout';
import * as premium from '../services/payments/premium';
import { premiumView, receiptsView } from '../services/payments/premium-view';
import { findReceipt, receiptNumber } from '../services/payments/receipts';
import { handleWebhook } from '../services/payments/webhooks';
import { pricing } from '../services/payments/pricing';
import { contentLanguage } from '../services/language';
import type { AppContext } from '../services/context';

/** Payment providers send the buyer back to these: only pages of the site itself, never another origin. */
function requireSiteUrls(origin: string, urls: Record<string, string | undefined>): void {
  for (const [field, url] of Object.entries(urls)) {
    if (url === undefined) continue;
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin) throw badRequest(`body/${field} must be a page of ${origin}`);
  }
}

/** A generic amount in cents, refused unless it has at most two decimals. */
function amountCents(amount: number): number {
  const cents = Math.round(amount * 100);
  if (Math.abs(cents - amount * 100) > 1e-6) throw badRequest('body/amount must have at most two decimals');
  return cents;
}

/** PAYMENTS=disabled: refused before anything else is looked at, so the answer is always the same 503. */
function requirePayments(ctx: AppContext): void {
  if (ctx.payments.name === 'disabled') throw paymentsDisabled();
}

export function paymentsRoutes(router: Router, configuredSiteUrl: string | undefined): void {
  router.route('getPaymentConfig', async ({ ctx }) => ({
    provider: ctx.payments.name,
    demo: ctx.mode === 'demo',
    currency: checkout.SUBSCRIPTION.currency,
    ...(ctx.payments.clientId ? { clientId: ctx.payments.clientId } : {}),
  }));

  router.route('getPricing', async ({ ctx, request, reply }) =>
    pricing(ctx, contentLanguage(request, reply)),
  );

  router.route('createPayment', async ({ ctx, body, request, requireAuth }) => {
    requirePayments(ctx);
    const origin = siteOrigin(request, configuredSiteUrl);
    requireSiteUrls(origin, { returnUrl: body.returnUrl, cancelUrl: body.cancelUrl });
    amountCents(body.amount);
    return checkout.createGenericPayment(ctx, requireAuth().user.id, body, origin);
  });

  router.route('createSubscriptionPayment', async ({ ctx, request, requireAuth }) => {
    requirePayments(ctx);
    return checkout.createSubscriptionPayment(
      ctx,
      requireAuth().user.id,
      siteOrigin(request, configuredSiteUrl),
    );
  });

  router.route('purchaseTest', async ({ ctx, body, request, requireAuth }) => {
    requirePayments(ctx);
    const origin = siteOrigin(request, configuredSiteUrl);
    requireSiteUrls(origin, { returnUrl: body.returnUrl, cancelUrl: body.cancelUrl });
    return checkout.purchaseTest(ctx, requireAuth().user.id, body);
  });

  router.route('executePayment', async ({ ctx, body, requireAuth }) => {
    requirePayments(ctx);
    return capture.executePayment(ctx, requireAuth().user.id, body);
  });

  router.route('verifyPayment', async ({ ctx, params, requireAuth, request, reply }) => {
    const purchase = await capture.purchaseSummary(
      ctx,
      requireAuth().user.id,
      params.token,
      contentLanguage(request, reply),
    );
    return purchase ? { verified: true, purchase } : { verified: false };
  });

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
    await handleWebhook(ctx, request.headers, request.rawBody ?? JSON.stringify(body), body);
    return message('Event received');
  });

  router.route('createPremiumSubscription', async ({ ctx, request, requireAuth }) => {
    requirePayments(ctx);
    return premium.createPremiumSubscription(
      ctx,
      requireAuth().user.id,
      siteOrigin(request, configuredSiteUrl),
    );
  });

  router.route('activatePremiumSubscription', async ({ ctx, params, requireAuth }) => {
    requirePayments(ctx);
    const userId = requireAuth().user.id;
    await premium.activatePremiumSubscription(ctx, userId, params.subscriptionId);
    return premiumView(ctx, userId);
  });

  router.route('getPremiumSubscription', async ({ ctx, requireAuth }) =>
    premiumView(ctx, requireAuth().user.id),
  );

  router.route('cancelPremiumSubscription', async ({ ctx, requireAuth }) => {
    requirePayments(ctx);
    const userId = requireAuth().user.id;
    await premium.cancelPremiumSubscription(ctx, userId);
    return premiumView(ctx, userId);
  });

  router.route('resumePremiumSubscription', async ({ ctx, requireAuth }) => {
    requirePayments(ctx);
    const userId = requireAuth().user.id;
    await premium.resumePremiumSubscription(ctx, userId);
    return premiumView(ctx, userId);
  });

  router.route('getReceipts', async ({ ctx, requireAuth }) => receiptsView(ctx, requireAuth().user.id));

  router.route('getReceiptPdf', async ({ ctx, params, query, requireAuth, reply }) => {
    const { user } = requireAuth();
    const receipt = await findReceipt(ctx.db, user.id, params.receiptId);
    if (!receipt) throw notFound(`Receipt not found: ${params.receiptId}`);
    const original = receipt.refersTo ? await findReceipt(ctx.db, user.id, receipt.refersTo) : undefined;
    // Loaded on the first download only: the PDF library stays out of the server's start-up.
    const { renderReceiptPdf } = await import('../services/payments/receipt-pdf');
    const pdf = await renderReceiptPdf({ receipt, original, lang: query.lang ?? user.language });
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${receiptNumber(receipt)}.pdf"`)
      .header('cache-control', 'private, no-store');
    return pdf as never;
  });
}
