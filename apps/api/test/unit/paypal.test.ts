import { describe, expect, it } from 'vitest';
import { createPaypalProvider } from '../../src/services/payments/paypal';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A scripted PayPal: answers by path, records every call. */
function fakePaypal(routes: Record<string, (call: Call) => { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const call: Call = {
      url: String(url),
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const path = new URL(call.url).pathname;
    const route = routes[`${call.method} ${path}`];
    const answer = route ? route(call) : { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const token = () => ({ status: 200, body: { access_token: 'A21', expires_in: 32400 } });
const config = {
  clientId: 'client',
  clientSecret: 'secret',
  webhookId: 'WH',
  apiBase: 'https://api-m.sandbox.paypal.com',
};

describe('PayPal Orders v2 provider', () => {
  it('creates an order with an idempotency key and returns its approval link', async () => {
    const paypal = fakePaypal({
      'POST /v1/oauth2/token': token,
      'POST /v2/checkout/orders': () => ({
        status: 201,
        body: {
          id: 'ORDER1',
          status: 'PAYER_ACTION_REQUIRED',
          links: [{ rel: 'payer-action', href: 'https://paypal/approve?token=ORDER1' }],
        },
      }),
    });
    const provider = createPaypalProvider({ ...config, fetch: paypal.fetch });
    const order = await provider.createOrder({
      amount: '19.99',
      currency: 'USD',
      description: 'Test',
      returnUrl: 'https://site/success',
      cancelUrl: 'https://site/cancel',
      reference: 'test-2-7',
      requestId: 'req-1',
    });
    expect(order).toEqual({ id: 'ORDER1', approvalUrl: 'https://paypal/approve?token=ORDER1' });
    const [auth, create] = paypal.calls;
    expect(auth?.headers.authorization).toBe(`Basic ${Buffer.from('client:secret').toString('base64')}`);
    expect(create?.headers['paypal-request-id']).toBe('req-1');
    expect(create?.headers.authorization).toBe('Bearer A21');
    expect(create?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '19.99' } }],
    });
  });

  it('captures idempotently and treats an already captured order as completed', async () => {
    let captures = 0;
    const completed = {
      id: 'ORDER1',
      status: 'COMPLETED',
      purchase_units: [{ payments: { captures: [{ id: 'CAP1', status: 'COMPLETED' }] } }],
    };
    const paypal = fakePaypal({
      'POST /v1/oauth2/token': token,
      'POST /v2/checkout/orders/ORDER1/capture': () =>
        ++captures === 1
          ? { status: 201, body: completed }
          : {
              status: 422,
              body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
            },
      'GET /v2/checkout/orders/ORDER1': () => ({ status: 200, body: completed }),
      'POST /v2/checkout/orders/ORDER2/capture': () => ({
        status: 422,
        body: { details: [{ issue: 'INSTRUMENT_DECLINED' }] },
      }),
    });
    const provider = createPaypalProvider({ ...config, fetch: paypal.fetch });
    expect(await provider.captureOrder('ORDER1', { payerId: 'P', requestId: 'capture-1' })).toEqual({
      status: 'COMPLETED',
      captureId: 'CAP1',
    });
    expect(await provider.captureOrder('ORDER1', { payerId: 'P', requestId: 'capture-1' })).toEqual({
      status: 'COMPLETED',
      captureId: 'CAP1',
    });
    expect(await provider.captureOrder('ORDER2', { payerId: 'P', requestId: 'capture-2' })).toEqual({
      status: 'DECLINED',
      reason: 'INSTRUMENT_DECLINED',
    });
    const captureCalls = paypal.calls.filter((c) => c.url.endsWith('/capture'));
    expect(captureCalls.map((c) => c.headers['paypal-request-id'])).toEqual([
      'capture-1',
      'capture-1',
      'capture-2',
    ]);
    expect(paypal.calls.filter((c) => c.url.endsWith('/oauth2/token'))).toHaveLength(1);
  });

  it('refuses webhooks without a signature or whose certificate is not on PayPal, without fetching it', async () => {
    const paypal = fakePaypal({ 'POST /v1/oauth2/token': token });
    const provider = createPaypalProvider({ ...config, fetch: paypal.fetch });
    const headers = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-transmission-id': 'T1',
      'paypal-transmission-time': '2026-11-21T10:00:00Z',
      'paypal-transmission-sig': 'c2lnbmF0dXJl',
    };
    const event = { id: 'E', event_type: 'CHECKOUT.ORDER.APPROVED', resource: {} };
    const rawBody = JSON.stringify(event);
    expect(await provider.verifyWebhook({ headers, rawBody, event })).toBe(false);
    for (const certUrl of [
      'https://evil.example.org/cert.pem',
      'http://api.paypal.com/cert.pem',
      'not a url',
    ]) {
      expect(
        await provider.verifyWebhook({ headers: { ...headers, 'paypal-cert-url': certUrl }, rawBody, event }),
      ).toBe(false);
    }
    expect(paypal.calls).toEqual([]);
  });
});
