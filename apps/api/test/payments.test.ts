import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions, testAccess } from '../src/db/schema';
import { DAY, systemClock } from '../src/services/clock';
import type { PaymentProvider } from '../src/services/payments/provider';
import { createSandboxProvider } from '../src/services/payments/sandbox';
import { availableBackends } from './support/backends';
import { PASSWORD, useHarness } from './support/harness';

const backends = await availableBackends();
const SITE = 'https://learn.example.org';

/** The sandbox, except that webhooks carrying `x-test-signature: valid` verify. */
const signedWebhooks: PaymentProvider = {
  ...createSandboxProvider(systemClock),
  verifyWebhook: async ({ headers }) => headers['x-test-signature'] === 'valid',
};

describe.each(backends)('payments and orders on $name', (backend) => {
  const h = useHarness(backend, { payments: signedWebhooks, siteUrl: SITE });
  const premium = () => h.testId('fixture-premium');
  const free = () => h.testId('fixture-free');

  async function purchase(agent: Awaited<ReturnType<typeof h.learner>>['agent']) {
    const created = await agent.post('/payments/paypal/test/purchase', {
      testId: premium(),
      returnUrl: `${SITE}/success`,
      cancelUrl: `${SITE}/cancel`,
    });
    expect(created.status).toBe(200);
    return created.body as { paymentId: string; approvalUrl: string };
  }

  async function accessRows(userId: number) {
    const [row] = await h.database.db
      .select({ n: count() })
      .from(testAccess)
      .where(eq(testAccess.userId, userId));
    return row?.n;
  }

  it('tells the site to use the sandbox', async () => {
    const reply = await (await h.agent()).get('/payments/config');
    expect(reply.body).toEqual({ provider: 'sandbox', demo: true, currency: 'USD' });
  });

  it('buys six months of a test; executing twice grants once', async () => {
    const { agent, id } = await h.learner();
    expect((await agent.get(`/payments/test-access/${premium()}`)).body).toMatchObject({
      hasAccess: false,
      isExpired: false,
      accessExpiryDate: null,
    });
    const { paymentId, approvalUrl } = await purchase(agent);
    const approval = new URL(approvalUrl);
    expect(approval.origin + approval.pathname).toBe(`${SITE}/success`);
    expect(approval.searchParams.get('token')).toBe(paymentId);
    expect((await agent.get(`/payments/paypal/verify/${paymentId}`)).body).toEqual({ verified: false });

    const payerId = approval.searchParams.get('PayerID') as string;
    const [first, second] = await Promise.all([
      agent.post('/payments/paypal/execute', { paymentId, payerId }),
      agent.post('/payments/paypal/execute', { paymentId, payerId }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, status: 'COMPLETED', testId: premium() });
    expect(second.body).toEqual(first.body);
    const third = await agent.post('/payments/paypal/execute', { paymentId, payerId });
    expect(third.body).toEqual(first.body);
    expect(await accessRows(id)).toBe(1);

    const expiry = new Date(first.body.accessExpiryDate);
    const months =
      (expiry.getUTCFullYear() - h.clock.now().getUTCFullYear()) * 12 +
      expiry.getUTCMonth() -
      h.clock.now().getUTCMonth();
    expect(months).toBe(6);
    expect((await agent.get(`/payments/paypal/verify/${paymentId}`)).body).toMatchObject({ verified: true });
    expect((await agent.get(`/payments/test-access/${premium()}`)).body).toMatchObject({
      testId: premium(),
      hasAccess: true,
      isExpired: false,
    });
    expect((await agent.get('/payments/test-access')).body.accessibleTests).toHaveLength(1);
    expect((await agent.get(`/tests/${premium()}`)).body.data).toMatchObject({
      hasAccess: true,
      daysRemaining: expect.any(Number),
    });
    expect((await agent.post('/test-taking/start', { testId: premium() })).status).toBe(200);
    expect(
      (
        await agent.post('/payments/paypal/test/purchase', {
          testId: premium(),
          returnUrl: `${SITE}/s`,
          cancelUrl: `${SITE}/c`,
        })
      ).status,
    ).toBe(409);
  });

  it('declines a payer the sandbox does not approve, and lets a later approval through', async () => {
    const { agent, id } = await h.learner();
    const { paymentId } = await purchase(agent);
    const declined = await agent.post('/payments/paypal/execute', { paymentId, payerId: 'SOMEONE-ELSE' });
    expect(declined.status).toBe(400);
    expect(await accessRows(id)).toBe(0);
    expect(
      (await agent.post('/payments/paypal/execute', { paymentId, payerId: 'SANDBOX-PAYER' })).status,
    ).toBe(200);
  });

  it('refuses free and unknown tests, bad URLs and anonymous buyers', async () => {
    const { agent } = await h.learner();
    const body = { returnUrl: `${SITE}/success`, cancelUrl: `${SITE}/cancel` };
    expect((await agent.post('/payments/paypal/test/purchase', { ...body, testId: free() })).status).toBe(
      409,
    );
    expect((await agent.post('/payments/paypal/test/purchase', { ...body, testId: 99999 })).status).toBe(404);
    expect(
      (
        await agent.post('/payments/paypal/test/purchase', {
          ...body,
          testId: premium(),
          returnUrl: 'not a url',
        })
      ).status,
    ).toBe(400);
    const anonymous = await h.agent();
    expect(
      (await anonymous.post('/payments/paypal/test/purchase', { ...body, testId: premium() })).status,
    ).toBe(401);
    expect((await anonymous.get('/payments/test-access')).status).toBe(401);
    expect((await agent.get('/payments/test-access/99999')).status).toBe(404);
    expect((await agent.get(`/payments/test-access/${free()}`)).body).toMatchObject({
      hasAccess: true,
      accessExpiryDate: null,
    });
  });

  it("treats another user's payment as unknown", async () => {
    const buyer = await h.learner();
    const { paymentId } = await purchase(buyer.agent);
    const other = await h.learner();
    expect(
      (await other.agent.post('/payments/paypal/execute', { paymentId, payerId: 'SANDBOX-PAYER' })).status,
    ).toBe(404);
    expect((await other.agent.get(`/payments/paypal/verify/${paymentId}`)).body).toEqual({ verified: false });
  });

  it('sells a month of premium subscription through /success', async () => {
    const { agent, id } = await h.learner();
    expect((await agent.get('/payments/subscription/status')).body).toEqual({
      subscriptionPaid: false,
      subscriptionDate: null,
      subscriptionExpiryDate: null,
    });
    const created = await agent.post('/payments/paypal/subscription/create', undefined, {
      headers: { origin: SITE },
    });
    expect(created.status).toBe(200);
    const approval = new URL(created.body.approvalUrl);
    expect(`${approval.origin}${approval.pathname}`).toBe(`${SITE}/success`);
    expect(approval.searchParams.get('PayerID')).toMatch(/^SANDBOX-/);
    const token = approval.searchParams.get('token') as string;
    const executed = await agent.post('/payments/paypal/execute', {
      paymentId: token,
      payerId: approval.searchParams.get('PayerID'),
    });
    expect(executed.body).toMatchObject({ status: 'COMPLETED', testId: null });
    expect((await agent.get(`/payments/paypal/verify/${token}`)).body).toMatchObject({ verified: true });
    const status = (await agent.get('/payments/subscription/status')).body;
    expect(status.subscriptionPaid).toBe(true);
    expect(status.subscriptionExpiryDate).toBe(executed.body.accessExpiryDate);
    const [rows] = await h.database.db
      .select({ n: count() })
      .from(subscriptions)
      .where(eq(subscriptions.userId, id));
    expect(rows?.n).toBe(1);
  });

  it('creates a generic payment order', async () => {
    const { agent } = await h.learner();
    const created = await agent.post('/payments/paypal/create', {
      amount: 5,
      currency: 'USD',
      description: 'Tip',
    });
    expect(created.status).toBe(200);
    expect(created.body.paymentId).toMatch(/^SANDBOX-/);
    expect((await agent.post('/payments/paypal/create', { amount: 0, currency: 'USD' })).status).toBe(400);
    const executed = await agent.post('/payments/paypal/execute', {
      paymentId: created.body.paymentId,
      payerId: 'SANDBOX-1',
    });
    expect(executed.body).toMatchObject({ testId: null, accessExpiryDate: null });
    expect((await agent.get('/orders')).body.data).toEqual([]);
  });

  it('grants through a signed webhook exactly once, beside execute', async () => {
    const { agent, id } = await h.learner();
    const { paymentId } = await purchase(agent);
    const event = {
      id: 'WH-1',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: paymentId, payer: { payer_id: 'SANDBOX-PAYER' } },
    };
    const hook = await h.agent();
    const unsigned = await hook.post('/payments/paypal/webhook', event, { xsrf: false });
    expect(unsigned.status).toBe(400);
    expect(await accessRows(id)).toBe(0);
    const signed = await hook.post('/payments/paypal/webhook', event, {
      xsrf: false,
      headers: { 'x-test-signature': 'valid' },
    });
    expect(signed.status).toBe(200);
    expect(await accessRows(id)).toBe(1);
    await hook.post(
      '/payments/paypal/webhook',
      {
        ...event,
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: { id: 'CAP', supplementary_data: { related_ids: { order_id: paymentId } } },
      },
      { xsrf: false, headers: { 'x-test-signature': 'valid' } },
    );
    expect(
      (await agent.post('/payments/paypal/execute', { paymentId, payerId: 'SANDBOX-PAYER' })).status,
    ).toBe(200);
    expect(await accessRows(id)).toBe(1);
    const ignored = await hook.post(
      '/payments/paypal/webhook',
      { id: 'WH-2', event_type: 'SOMETHING.ELSE', resource: {} },
      { xsrf: false, headers: { 'x-test-signature': 'valid' } },
    );
    expect(ignored.status).toBe(200);
    expect((await hook.post('/payments/paypal/webhook', { id: 'WH-3' }, { xsrf: false })).status).toBe(400);
  });

  it('lists orders with active, expiring-soon and expired states', async () => {
    const { agent, email } = await h.learner();
    // Months pass between the calls: far beyond the idle timeout, so each look signs in again.
    const later = async (ms: number) => {
      h.clock.advance(ms);
      await agent.post('/users/login', { email, password: PASSWORD });
    };
    const { paymentId, approvalUrl } = await purchase(agent);
    await agent.post('/payments/paypal/execute', {
      paymentId,
      payerId: new URL(approvalUrl).searchParams.get('PayerID'),
    });
    let [order] = (await agent.get('/orders')).body.data;
    expect(order).toMatchObject({
      testId: premium(),
      testName: 'Fixture premium test',
      status: 'active',
      price: 19.99,
      currency: 'USD',
    });
    expect(order.orderNumber).toMatch(/^ORD-\d{4}-\d{6}$/);
    expect(order.daysLeft).toBeGreaterThan(170);

    // A six-month pass is "expiring soon" in its final 7 days only (spec decision 78), not a month ahead.
    await later((order.daysLeft - 30) * DAY);
    [order] = (await agent.get('/orders')).body.data;
    expect(order).toMatchObject({ status: 'active', daysLeft: 30 });
    await later(22 * DAY);
    [order] = (await agent.get('/orders')).body.data;
    expect(order).toMatchObject({ status: 'active', daysLeft: 8 });
    await later(1 * DAY);
    [order] = (await agent.get('/orders')).body.data;
    expect(order).toMatchObject({ status: 'expiring-soon', daysLeft: 7 });
    await later(8 * DAY);
    [order] = (await agent.get('/orders')).body.data;
    expect(order).toMatchObject({ status: 'expired', daysLeft: 0 });
    expect((await agent.get(`/payments/test-access/${premium()}`)).body).toMatchObject({
      hasAccess: false,
      isExpired: true,
      daysRemaining: 0,
    });
    expect((await agent.post('/test-taking/start', { testId: premium() })).status).toBe(403);

    const other = await h.learner();
    expect((await other.agent.get('/orders')).body).toEqual({ success: true, data: [] });
    expect((await (await h.agent()).get('/orders')).status).toBe(401);
  });
});
