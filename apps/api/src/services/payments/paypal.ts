// PayPal Orders v2 over its REST API. Both writes carry PayPal-Request-Id so a retried call is answered from
// PayPal's idempotency cache instead of creating or capturing twice.
import type { CaptureResult, PaymentProvider } from './provider';

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  /** Needed to verify webhook signatures; without it every webhook is refused. */
  webhookId?: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com. */
  apiBase: string;
  fetch?: typeof fetch;
}

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

  async function call(method: string, path: string, body?: unknown, requestId?: string) {
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
      body: (await response.json().catch(() => ({}))) as PaypalOrder,
    };
  }

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
    async verifyWebhook(headers, event) {
      const header = (name: string) => {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const fields = {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
      };
      if (!config.webhookId || Object.values(fields).some((v) => !v)) return false;
      const response = await http(`${config.apiBase}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...fields, webhook_id: config.webhookId, webhook_event: event }),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { verification_status?: string };
      return body.verification_status === 'SUCCESS';
    },
  };
}
