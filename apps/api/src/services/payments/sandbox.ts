// The built-in provider when no PayPal credentials are set: the whole create → approve → execute path runs
// locally. A payer id starting with SANDBOX approves; anything else is a declined payment. Subscriptions live in
// this process's memory, billed when the demo asks (`POST /dev/payments/advance`), never on their own.
import { randomBytes } from 'node:crypto';
import { addMonths, type Clock } from '../clock';
import type { NewSubscription, PaymentProvider, ProviderSubscription } from './provider';
import { toCents } from './paypal-subscriptions';

export const SANDBOX_PAYER_ID = 'SANDBOX-PAYER';

const sandboxId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex').toUpperCase()}`;

interface SandboxSubscription extends ProviderSubscription {
  price: { amountCents: number; currency: string };
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The learner approved in the sandbox checkout: the first month is charged now. */
  approve(id: string): void;
  /** The next billing cycle, now: paid, failed, or the last payment refunded. */
  bill(id: string, outcome: 'paid' | 'failed' | 'refunded'): void;
  /** Re-creates a subscription this process has forgotten (a restart), from what the database remembers. */
  adopt(subscription: ProviderSubscription): void;
}

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox';
}

export function createSandboxProvider(clock: Clock): SandboxProvider {
  const plans = new Map<string, { amountCents: number; currency: string }>();
  const subscriptions = new Map<string, SandboxSubscription>();
  const find = (id: string) => {
    const found = subscriptions.get(id);
    if (!found) throw new Error(`Unknown sandbox subscription ${id}`);
    return found;
  };
  const charge = (s: SandboxSubscription) => {
    s.transactions.push({ id: sandboxId('SALE'), status: 'COMPLETED', ...s.price, time: clock.now() });
  };
  return {
    name: 'sandbox',
    async createOrder(order) {
      const id = sandboxId('SANDBOX');
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
    async ensurePlan(spec) {
      const id = `SANDBOX-PLAN-${spec.price}-${spec.currency}`;
      plans.set(id, { amountCents: toCents(spec.price), currency: spec.currency });
      return id;
    },
    async createSubscription({ planId, customId, returnUrl }: NewSubscription) {
      const price = plans.get(planId);
      if (!price) throw new Error(`Unknown sandbox plan ${planId}`);
      const id = sandboxId('SANDBOX-SUB');
      subscriptions.set(id, {
        id,
        status: 'APPROVAL_PENDING',
        planId,
        customId,
        nextBillingTime: null,
        failedPaymentsCount: 0,
        lastFailedPaymentTime: null,
        transactions: [],
        price,
      });
      const approval = new URL(returnUrl);
      approval.searchParams.set('subscription_id', id);
      return { id, approvalUrl: approval.toString() };
    },
    async getSubscription(id) {
      const found = subscriptions.get(id);
      return found && structuredClone(found);
    },
    async suspendSubscription(id) {
      const s = find(id);
      if (s.status === 'ACTIVE') s.status = 'SUSPENDED';
    },
    async activateSubscription(id) {
      const s = find(id);
      if (s.status === 'SUSPENDED') s.status = 'ACTIVE';
    },
    async cancelSubscription(id) {
      const s = subscriptions.get(id);
      if (s && s.status !== 'EXPIRED') {
        s.status = 'CANCELLED';
        s.nextBillingTime = null;
      }
    },
    approve(id) {
      const s = find(id);
      if (s.status !== 'APPROVAL_PENDING') return;
      s.status = 'ACTIVE';
      charge(s);
      s.nextBillingTime = addMonths(clock.now(), 1);
    },
    bill(id, outcome) {
      const s = find(id);
      if (outcome === 'refunded') {
        const last = s.transactions.filter((t) => t.status === 'COMPLETED').at(-1);
        if (last) last.status = 'REFUNDED';
        return;
      }
      if (outcome === 'paid') {
        charge(s);
        s.failedPaymentsCount = 0;
        if (s.status === 'SUSPENDED' && !s.nextBillingTime) s.status = 'ACTIVE';
        s.nextBillingTime = addMonths(s.nextBillingTime ?? clock.now(), 1);
      } else {
        s.failedPaymentsCount += 1;
        s.lastFailedPaymentTime = clock.now();
        s.transactions.push({ id: sandboxId('SALE'), status: 'DECLINED', ...s.price, time: clock.now() });
        // PayPal's plan suspends after three failed attempts (payment_failure_threshold).
        if (s.failedPaymentsCount >= 3) s.status = 'SUSPENDED';
      }
    },
    adopt(subscription) {
      if (subscriptions.has(subscription.id)) return;
      const price = plans.get(subscription.planId) ?? { amountCents: 2999, currency: 'USD' };
      subscriptions.set(subscription.id, { ...structuredClone(subscription), price });
    },
  };
}
