import { conflict, notFound } from '../http/errors';
import { advanceBilling } from '../services/payments/demo-billing';
import { premiumView } from '../services/payments/premium-view';
import type { Router } from '../http/routing';
import { readOutbox } from '../services/mail';

export function devRoutes(router: Router): void {
  router.route('getDevOutbox', async ({ ctx, query }) => {
    if (ctx.mailer.kind !== 'outbox') throw notFound('Not found');
    const mails = await readOutbox(ctx.db, query.to);
    return {
      success: true as const,
      data: mails.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.code ? { code: m.code } : {}),
        createdAt: m.createdAt.toISOString(),
      })),
    };
  });
}

/** Demo mode with the sandbox only: simulated billing cycles for the signed-in learner. */
export function devPaymentRoutes(router: Router): void {
  router.route('advanceDevPayments', async ({ ctx, body, requireAuth }) => {
    const userId = requireAuth().user.id;
    const outcome = (body as { outcome?: 'paid' | 'failed' | 'refunded' } | undefined)?.outcome;
    if (!(await advanceBilling(ctx, userId, outcome ?? 'paid')))
      throw conflict('There is no subscription to bill', 'SUBSCRIPTION_NOT_CANCELLABLE');
    return premiumView(ctx, userId);
  });
}
