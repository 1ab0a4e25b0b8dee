// The built-in provider when no PayPal credentials are set: the whole create → approve → execute path runs
// locally. A payer id starting with SANDBOX approves; anything else is a declined payment.
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';

export const SANDBOX_PAYER_ID = 'SANDBOX-PAYER';

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createOrder(order) {
      const id = `SANDBOX-${randomBytes(8).toString('hex').toUpperCase()}`;
      const approval = new URL(order.returnUrl);
      approval.searchParams.set('token', id);
      approval.searchParams.set('PayerID', SANDBOX_PAYER_ID);
      return { id, approvalUrl: approval.toString() };
    },
    async captureOrder(orderId, { payerId }) {
      if (!payerId.startsWith('SANDBOX'))
        return { status: 'DECLINED', reason: 'The sandbox approves payer ids starting with SANDBOX' };
      return { status: 'COMPLETED', captureId: `CAPTURE-${orderId}` };
    },
    async verifyWebhook() {
      return false;
    },
  };
}
