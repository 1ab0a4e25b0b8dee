import type { Router } from '../http/routing';
import { message } from '../http/views';
import { sendContactMessage } from '../services/contact';

export function contactRoutes(router: Router): void {
  router.route('sendContactMessage', async ({ ctx, body, request }) => {
    await sendContactMessage(ctx, body, { userId: null, clientIp: request.ip });
    return message("Message sent. We'll get back to you within 24 hours.");
  });
}
