import { notFound } from '../http/errors';
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
