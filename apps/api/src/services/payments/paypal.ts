// PayPal Orders v2 (test purchases) and Subscriptions v1 (premium) over its REST API. Writes carry
// PayPal-Request-Id so a retried call is answered from PayPal's idempotency cache instead of acting twice.
import type { CaptureResult, PaymentProvider } from './provider';
import {
  subscriptionFromPaypal,
  type PaypalSubscription,
  type PaypalTransaction,
} from './paypal-subscriptions';
import { createWebhookVerifier } from './paypal-webhook';

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  /** Needed to verify webhook signatures; without it every webhook is refused. */
  webhookId?: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com. */
  apiBase: string;
  /** A plan made beforehand (PAYPAL_PLAN_ID); otherwise the product and plan are found or created once. */
  planId?: string;
  /** Where webhook certificates may come from, and the roots they must chain to (tests use their own). */
  webhookCertOrigins?: string[];
  webhookTrustedRoots?: string[];
  fetch?: typeof fetch;
}

/** Our own product id at PayPal (the Catalog Products API lets the merchant choose it): found again on restart. */
export const PAYPAL_PRODUCT_ID = 'ELEARNING-KAFKA-PREMIUM';

interface PaypalLink {
  rel: string;
  href: string;
}

interface PaypalOrder {
  id: string;
  status: string;
  links?: PaypalLink[];
  purchase_units?: { payments?: { captures?: { id: string; status: string }[] } }[];
  details?: { issue?: string }[];
}

export function createPaypalProvider(config: PaypalConfig): PaymentProvider {
  const http = config.fetch ?? fetch;
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const response = await http(`${config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`PayPal authentication failed: ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // Renewed a minute early so a token never expires between check and use.
    token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T = PaypalOrder>(method: string, path: string, body?: unknown, requestId?: string) {
    const response = await http(`${config.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: response.status,
      ok: response.ok,
      body: (await response.json().catch(() => ({}))) as T,
    };
  }

  /** suspend / activate / cancel: 204, or 422 when the subscription is already in a state that answers it. */
  async function transition(id: string, action: string, reason: string, done: string[]) {
    const path = `/v1/billing/subscriptions/${encodeURIComponent(id)}`;
    const result = await call('POST', `${path}/${action}`, { reason });
    if (result.ok) return;
    if (result.status === 422) {
      const current = await call<PaypalSubscription>('GET', path);
      if (current.ok && done.includes(current.body.status)) return;
    }
    throw new Error(`PayPal could not ${action} subscription ${id}: ${result.status}`);
  }

  let plan: Promise<string> | undefined;

  function captured(order: PaypalOrder): CaptureResult {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (order.status === 'COMPLETED' && capture) return { status: 'COMPLETED', captureId: capture.id };
    return { status: 'DECLINED', reason: `PayPal order status ${order.status}` };
  }

  return {
    name: 'paypal',
    clientId: config.clientId,
    async createOrder(order) {
      const created = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: order.reference,
              description: order.description,
              amount: { currency_code: order.currency, value: order.amount },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: order.returnUrl,
                cancel_url: order.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        order.requestId,
      );
      if (!created.ok) throw new Error(`PayPal order creation failed: ${created.status}`);
      const approve = created.body.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!approve) throw new Error('PayPal order has no approval link');
      return { id: created.body.id, approvalUrl: approve.href };
    },
    async captureOrder(orderId, { requestId }) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      const result = await call('POST', `${path}/capture`, {}, requestId);
      if (result.ok) return captured(result.body);
      if (result.body.details?.some((d) => d.issue === 'ORDER_ALREADY_CAPTURED')) {
        return captured((await call('GET', path)).body);
      }
      if (result.status === 422 || result.status === 404) {
        return {
          status: 'DECLINED',
          reason: result.body.details?.[0]?.issue ?? `PayPal answered ${result.status}`,
        };
      }
      throw new Error(`PayPal capture failed: ${result.status}`);
    },
    verifyWebhook: createWebhookVerifier({
      webhookId: config.webhookId,
      certOrigins: config.webhookCertOrigins,
      trustedRoots: config.webhookTrustedRoots,
      fetch: http,
    }),
    ensurePlan(spec) {
      if (config.planId) return Promise.resolve(config.planId);
      plan ??= findOrCreatePlan(spec).catch((error: unknown) => {
        plan = undefined;
        throw error;
      });
      return plan;
    },
    async createSubscription(subscription) {
      const created = await call<PaypalSubscription>(
        'POST',
        '/v1/billing/subscriptions',
        {
          plan_id: subscription.planId,
          custom_id: subscription.customId,
          application_context: {
            user_action: 'SUBSCRIBE_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: subscription.returnUrl,
            cancel_url: subscription.cancelUrl,
          },
        },
        subscription.requestId,
      );
      if (!created.ok) throw new Error(`PayPal subscription creation failed: ${created.status}`);
      const approve = created.body.links?.find((l) => l.rel === 'approve');
      if (!approve) throw new Error('PayPal subscription has no approval link');
      return { id: created.body.id, approvalUrl: approve.href };
    },
    async getSubscription(id) {
      const path = `/v1/billing/subscriptions/${encodeURIComponent(id)}`;
      const found = await call<PaypalSubscription>('GET', path);
      if (found.status === 404) return undefined;
      if (!found.ok) throw new Error(`PayPal subscription lookup failed: ${found.status}`);
      // PayPal lists transactions within a window; the subscription's own life bounds it.
      const from = new Date(Date.parse(found.body.create_time ?? found.body.start_time ?? '') - 86_400_000);
      const window = new URLSearchParams({
        start_time: (Number.isNaN(from.getTime()) ? new Date(0) : from).toISOString(),
        end_time: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const listed = await call<{ transactions?: PaypalTransaction[] }>(
        'GET',
        `${path}/transactions?${window}`,
      );
      if (!listed.ok) throw new Error(`PayPal transaction list failed: ${listed.status}`);
      return subscriptionFromPaypal(found.body, listed.body.transactions ?? []);
    },
    suspendSubscription: (id, reason) => transition(id, 'suspend', reason, ['SUSPENDED']),
    activateSubscription: (id, reason) => transition(id, 'activate', reason, ['ACTIVE']),
    cancelSubscription: (id, reason) => transition(id, 'cancel', reason, ['CANCELLED', 'EXPIRED']),
  };

  async function findOrCreatePlan(spec: Parameters<PaymentProvider['ensurePlan']>[0]): Promise<string> {
    const product = await call('GET', `/v1/catalogs/products/${PAYPAL_PRODUCT_ID}`);
    if (product.status === 404) {
      const created = await call(
        'POST',
        '/v1/catalogs/products',
        { id: PAYPAL_PRODUCT_ID, name: spec.productName, type: 'SERVICE' },
        `product-${PAYPAL_PRODUCT_ID}`,
      );
      if (!created.ok) throw new Error(`PayPal product creation failed: ${created.status}`);
    } else if (!product.ok) throw new Error(`PayPal product lookup failed: ${product.status}`);
    // The plan's name carries its price: a new price makes a new plan, and old subscribers keep theirs.
    const name = `${spec.planName} ${spec.price} ${spec.currency}`;
    const plans = await call<{ plans?: { id: string; name: string; status: string }[] }>(
      'GET',
      `/v1/billing/plans?product_id=${PAYPAL_PRODUCT_ID}&page_size=20`,
    );
    if (!plans.ok) throw new Error(`PayPal plan list failed: ${plans.status}`);
    const existing = plans.body.plans?.find((p) => p.name === name && p.status === 'ACTIVE');
    if (existing) return existing.id;
    const created = await call<{ id: string }>(
      'POST',
      '/v1/billing/plans',
      {
        product_id: PAYPAL_PRODUCT_ID,
        name,
        status: 'ACTIVE',
        billing_cycles: [
          {
            frequency: { interval_unit: 'MONTH', interval_count: 1 },
            tenure_type: 'REGULAR',
            sequence: 1,
            total_cycles: 0,
            pricing_scheme: { fixed_price: { value: spec.price, currency_code: spec.currency } },
          },
        ],
        payment_preferences: {
          auto_bill_outstanding: true,
          setup_fee_failure_action: 'CANCEL',
          payment_failure_threshold: 3,
        },
      },
      `plan-${PAYPAL_PRODUCT_ID}-${spec.price}-${spec.currency}`,
    );
    if (!created.ok) throw new Error(`PayPal plan creation failed: ${created.status}`);
    return created.body.id;
  }
}
