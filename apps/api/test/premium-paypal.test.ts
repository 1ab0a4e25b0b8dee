// The real PayPal provider (Subscriptions v1 over HTTP, self-verified webhooks) against a local fake of
// PayPal's REST API, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../src/services/clock';
import { createPaypalProvider } from '../src/services/payments/paypal';
import { GRACE_DAYS } from '../src/services/payments/premium';
import type { Agent } from './support/agent';
import { availableBackends } from './support/backends';
import { PASSWORD, useHarness } from './support/harness';
import { CLIENT, startFakePaypal, TEST_ROOT_CA, WEBHOOK_ID, type FakePaypal } from './support/paypal-fake';

const backends = await availableBackends();
const SITE = 'https://learn.example.org';

let paypal: FakePaypal;
beforeAll(async () => {
  paypal = await startFakePaypal();
});
afterAll(() => paypal.close());

describe.each(backends)('premium through PayPal Subscriptions on $name', (backend) => {
  const h = useHarness(backend, { siteUrl: SITE });
  let n = 0;

  beforeAll(async () => {
    h.app = await h.build({
      payments: createPaypalProvider({
        clientId: CLIENT.id,
        clientSecret: CLIENT.secret,
        webhookId: WEBHOOK_ID,
        apiBase: paypal.base,
        webhookCertOrigins: [paypal.base],
        webhookTrustedRoots: [TEST_ROOT_CA],
      }),
    });
  });

  async function deliver(
    event_type: string,
    resource: Record<string, unknown>,
    options: Parameters<FakePaypal['sign']>[1] & { id?: string } = {},
  ) {
    const event = { id: options.id ?? `WH-${backend.name}-${++n}`, event_type, resource };
    const signed = paypal.sign(event, options);
    const response = await h.app.server.inject({
      method: 'POST',
      url: '/elearning/api/payments/paypal/webhook',
      headers: signed.headers,
      payload: signed.body,
    });
    return { status: response.statusCode, event, signed };
  }

  const view = async (agent: Agent) => (await agent.get('/payments/subscription')).body;

  /** Time passes (forward only: every test has its own learner); the learner signs in again. */
  async function later(learner: { agent: Agent; email: string }, ms: number) {
    h.clock.advance(ms);
    expect(
      (await learner.agent.post('/users/login', { email: learner.email, password: PASSWORD })).status,
    ).toBe(200);
  }

  /** Created on the server, approved at (fake) PayPal, activated after the server checked it there. */
  async function subscribe() {
    const learner = await h.learner();
    const created = await learner.agent.post('/payments/subscriptions', undefined, {
      headers: { origin: SITE },
    });
    expect(created.status).toBe(200);
    const id = created.body.subscriptionId as string;
    expect(id).toMatch(/^I-/);
    // Not approved yet: the server refuses to activate.
    expect((await learner.agent.post(`/payments/subscriptions/${id}/activate`)).body.code).toBe(
      'SUBSCRIPTION_NOT_APPROVED',
    );
    const firstSale = paypal.approve(id, h.clock.now());
    const activated = await learner.agent.post(`/payments/subscriptions/${id}/activate`);
    expect(activated.status).toBe(200);
    return { ...learner, id, firstSale, activated: activated.body };
  }

  it('creates the product and plan once, and activates only what PayPal confirms for this learner', async () => {
    const { activated, id } = await subscribe();
    expect(activated).toMatchObject({ status: 'active', hasAccess: true });
    expect(activated.payments).toHaveLength(1);
    await subscribe();
    expect(paypal.products.size).toBe(1);
    expect(paypal.plans).toHaveLength(1);
    expect(paypal.plans[0]).toMatchObject({ price: { value: '29.99', currency_code: 'USD' } });
    expect(paypal.subscriptions.get(id)?.custom_id).toMatch(/^\d+$/);
    // Another learner cannot activate this subscription.
    const other = await h.learner();
    expect((await other.agent.post(`/payments/subscriptions/${id}/activate`)).status).toBe(404);
  });

  it('a renewal webhook extends access and issues the next receipt number', async () => {
    const learner = await subscribe();
    const { agent, id, activated } = learner;
    await later(learner, 30 * DAY);
    const sale = paypal.renew(id, h.clock.now());
    expect(
      (await deliver('PAYMENT.SALE.COMPLETED', { id: sale, billing_agreement_id: id, state: 'completed' }))
        .status,
    ).toBe(200);
    const renewed = await view(agent);
    expect(renewed.status).toBe('active');
    expect(renewed.payments).toHaveLength(2);
    expect(new Date(renewed.paidThrough).getTime()).toBeGreaterThan(
      new Date(activated.paidThrough).getTime() + 27 * DAY,
    );
    const numbers = renewed.payments.map((p: { receipt: { number: string } }) =>
      Number(p.receipt.number.slice(2)),
    );
    expect(numbers[0]).toBeGreaterThan(numbers[1]);
  });

  it('replayed and out-of-order webhooks change nothing', async () => {
    const { agent, id } = await subscribe();
    const sale = paypal.renew(id, h.clock.now());
    const renewal = await deliver('PAYMENT.SALE.COMPLETED', { id: sale, billing_agreement_id: id });
    const after = await view(agent);
    // The same delivery again, and a copy with the same event id: nothing moves.
    const replay = await h.app.server.inject({
      method: 'POST',
      url: '/elearning/api/payments/paypal/webhook',
      headers: renewal.signed.headers,
      payload: renewal.signed.body,
    });
    expect(replay.statusCode).toBe(200);
    expect(
      (
        await deliver(
          'PAYMENT.SALE.COMPLETED',
          { id: sale, billing_agreement_id: id },
          { id: renewal.event.id },
        )
      ).status,
    ).toBe(200);
    expect(await view(agent)).toEqual(after);
    // A stale ACTIVATED (sent at the start) arriving after a cancellation does not revive it.
    expect((await agent.post('/payments/subscription/cancel')).status).toBe(200);
    const cancelled = await view(agent);
    expect((await deliver('BILLING.SUBSCRIPTION.ACTIVATED', { id, status: 'ACTIVE' })).status).toBe(200);
    expect((await deliver('BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id, status: 'ACTIVE' })).status).toBe(200);
    expect(await view(agent)).toEqual(cancelled);
    expect(cancelled.status).toBe('cancelled');
    const receipts = (await agent.get('/payments/receipts')).body.receipts;
    expect(receipts).toHaveLength(2);
  });

  it('refuses unsigned, wrongly signed, tampered and foreign-certificate webhooks', async () => {
    const { agent, id } = await subscribe();
    const before = await view(agent);
    const sale = paypal.renew(id, h.clock.now());
    const resource = { id: sale, billing_agreement_id: id };
    const post = (headers: Record<string, string>, payload: string) =>
      h.app.server.inject({
        method: 'POST',
        url: '/elearning/api/payments/paypal/webhook',
        headers,
        payload,
      });
    const good = paypal.sign({ id: 'WH-X', event_type: 'PAYMENT.SALE.COMPLETED', resource });
    const unsigned = await post({ 'content-type': 'application/json' }, good.body);
    expect(unsigned.statusCode).toBe(400);
    expect(JSON.parse(unsigned.body).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await post(good.headers, good.body.replace(sale, `${sale}0`))).statusCode).toBe(400);
    expect((await deliver('PAYMENT.SALE.COMPLETED', resource, { rogue: true })).status).toBe(400);
    expect((await deliver('PAYMENT.SALE.COMPLETED', resource, { webhookId: 'WH-OTHER' })).status).toBe(400);
    expect(
      (await deliver('PAYMENT.SALE.COMPLETED', resource, { certUrl: 'https://evil.example.org/cert.pem' }))
        .status,
    ).toBe(400);
    expect(await view(agent)).toEqual(before);
    // The genuine delivery still goes through afterwards.
    expect((await post(good.headers, good.body)).statusCode).toBe(200);
    expect((await view(agent)).payments).toHaveLength(2);
  });

  it('cancel keeps access to the end of the paid period, then access ends', async () => {
    const learner = await subscribe();
    const { agent, id, activated } = learner;
    const cancelled = (await agent.post('/payments/subscription/cancel')).body;
    expect(cancelled).toMatchObject({ status: 'cancelled', hasAccess: true, canResume: true });
    expect(paypal.subscriptions.get(id)?.status).toBe('SUSPENDED');
    expect((await agent.post('/payments/subscription/resume')).body.status).toBe('active');
    expect(paypal.subscriptions.get(id)?.status).toBe('ACTIVE');
    await agent.post('/payments/subscription/cancel');
    await later(learner, new Date(activated.paidThrough).getTime() - h.clock.now().getTime() - MINUTE);
    expect((await agent.get(`/payments/test-access/${h.testId('fixture-premium')}`)).body.hasAccess).toBe(
      true,
    );
    h.clock.advance(2 * MINUTE);
    expect((await agent.get(`/payments/test-access/${h.testId('fixture-premium')}`)).body.hasAccess).toBe(
      false,
    );
    expect((await view(agent)).status).toBe('expired');
    expect(paypal.subscriptions.get(id)?.status).toBe('CANCELLED');
  });

  it('a failed payment keeps access through the grace period; the retried payment recovers', async () => {
    const learner = await subscribe();
    const { agent, id, activated } = learner;
    await later(learner, new Date(activated.paidThrough).getTime() - h.clock.now().getTime() + MINUTE);
    paypal.fail(id, h.clock.now());
    expect((await deliver('BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id })).status).toBe(200);
    const pastDue = await view(agent);
    expect(pastDue).toMatchObject({ status: 'past_due', hasAccess: true });
    expect(new Date(pastDue.graceUntil).getTime()).toBe(h.clock.now().getTime() + GRACE_DAYS * DAY);
    expect((await agent.get(`/payments/test-access/${h.testId('fixture-premium')}`)).body.hasAccess).toBe(
      true,
    );
    await later(learner, 3 * DAY);
    const sale = paypal.renew(id, h.clock.now());
    expect((await deliver('PAYMENT.SALE.COMPLETED', { id: sale, billing_agreement_id: id })).status).toBe(
      200,
    );
    const recovered = await view(agent);
    expect(recovered).toMatchObject({ status: 'active', graceUntil: null });
    expect(recovered.payments).toHaveLength(2);
  });

  it("PayPal's own suspension after three failed payments: access through the grace period, then a new subscription", async () => {
    const learner = await subscribe();
    const { agent, id, activated } = learner;
    await later(learner, new Date(activated.paidThrough).getTime() - h.clock.now().getTime() + MINUTE);
    for (let attempt = 0; attempt < 3; attempt++) {
      paypal.fail(id, h.clock.now());
      expect((await deliver('BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id })).status).toBe(200);
    }
    expect(paypal.subscriptions.get(id)?.status).toBe('SUSPENDED');
    expect((await deliver('BILLING.SUBSCRIPTION.SUSPENDED', { id, status: 'SUSPENDED' })).status).toBe(200);
    const suspended = await view(agent);
    expect(suspended).toMatchObject({ status: 'suspended', hasAccess: true, canResume: false });
    // No second subscription while the suspended one still gives access.
    const early = await agent.post('/payments/subscriptions', undefined, { headers: { origin: SITE } });
    expect(early.body.code).toBe('SUBSCRIPTION_EXISTS');
    await later(learner, new Date(suspended.graceUntil).getTime() - h.clock.now().getTime() + MINUTE);
    expect(await view(agent)).toMatchObject({ status: 'expired', hasAccess: false });
    expect((await agent.get(`/payments/test-access/${h.testId('fixture-premium')}`)).body.hasAccess).toBe(
      false,
    );
    // What the page then says: a new subscription can be taken.
    const again = await agent.post('/payments/subscriptions', undefined, { headers: { origin: SITE } });
    expect(again.status).toBe(200);
  });

  it('a cancellation or expiry made at PayPal keeps access to the paid end, then ends it', async () => {
    const learner = await subscribe();
    const { agent, id, activated } = learner;
    const remote = paypal.subscriptions.get(id);
    if (!remote) throw new Error('the fake lost the subscription');
    remote.status = 'CANCELLED';
    expect((await deliver('BILLING.SUBSCRIPTION.CANCELLED', { id, status: 'CANCELLED' })).status).toBe(200);
    expect(await view(agent)).toMatchObject({ status: 'cancelled', hasAccess: true });
    remote.status = 'EXPIRED';
    expect((await deliver('BILLING.SUBSCRIPTION.EXPIRED', { id, status: 'EXPIRED' })).status).toBe(200);
    expect(await view(agent)).toMatchObject({ status: 'cancelled', hasAccess: true });
    await later(learner, new Date(activated.paidThrough).getTime() - h.clock.now().getTime() + MINUTE);
    expect(await view(agent)).toMatchObject({ status: 'expired', hasAccess: false });
  });

  it('a refund produces a credit note referring to its receipt', async () => {
    const { agent, firstSale } = await subscribe();
    paypal.refund(firstSale);
    const refund = {
      id: `REF-${firstSale}`,
      sale_id: firstSale,
      amount: { total: '29.99', currency: 'USD' },
    };
    expect((await deliver('PAYMENT.SALE.REFUNDED', refund)).status).toBe(200);
    expect((await deliver('PAYMENT.SALE.REFUNDED', refund)).status).toBe(200);
    const receipts = (await agent.get('/payments/receipts')).body.receipts;
    expect(receipts).toHaveLength(2);
    const [note, receipt] = receipts;
    expect(note).toMatchObject({ kind: 'credit_note', refersTo: receipt.number, amount: 29.99 });
    expect(receipt.kind).toBe('receipt');
  });
});
