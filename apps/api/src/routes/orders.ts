import type { Router } from '../http/routing';
import { envelope } from '../http/views';
import { contentLanguage } from '../services/language';
import { listOrders } from '../services/orders';

export function ordersRoutes(router: Router): void {
  router.route('getOrders', async ({ ctx, requireAuth, request, reply }) =>
    envelope(await listOrders(ctx, requireAuth().user.id, contentLanguage(request, reply))),
  );
}
