// Premium in demo mode: the sandbox subscription through its whole life, driven by POST /dev/payments/advance,
// with receipts, credit notes and their PDFs.
import { describe, expect, it } from 'vitest';
import { DAY } from '../src/services/clock';
import { GRACE_DAYS } from '../src/services/payments/premium';
import type { Agent } from './support/agent';
import { availableBackends } from './support/backends';
import { PASSWORD, useHarness, type Harness } from './support/harness';
import { pdfText } from './support/pdf-text';

const backends = await availableBackends();
const SITE = 'https://learn.example.org';

export async function subscribeInSandbox(agent: Agent) {
  const created = await agent.post('/payments/subscriptions', undefined, { headers: { origin: SITE } });
  expect(created.status).toBe(200);
  const activated = await agent.post(`/payments/subscriptions/${created.body.subscriptionId}/activate`);
  expect(activated.status).toBe(200);
  return activated.body;
}

const number = (formatted: string) => Number(formatted.split('-')[1]);
const flat = (text: string) => text.replace(/\s+/g, '');

async function pdf(h: Harness, agent: Agent, receiptId: number, lang?: 'en' | 'fr') {
  const response = await h.app.server.inject({
    method: 'GET',
    url: `/elearning/api/payments/receipts/${receiptId}/pdf${lang ? `?lang=${lang}` : ''}`,
    headers: { cookie: [...agent.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return response;
}

describe.each(backends)('premium subscription in demo mode on $name', (backend) => {
  const h = useHarness(backend, { siteUrl: SITE });

  async function accessToPremiumTest(agent: Agent): Promise<boolean> {
    return (await agent.get(`/payments/test-access/${h.testId('fixture-premium')}`)).body.hasAccess;
  }

  it('subscribes, renews with the next receipt number and extends access by a month', async () => {
    const { agent } = await h.learner();
    expect((await agent.get('/payments/subscription')).body).toMatchObject({
      status: 'none',
      hasAccess: false,
    });
    const active = await subscribeInSandbox(agent);
    expect(active).toMatchObject({ status: 'active', hasAccess: true, canCancel: true, canResume: false });
    expect(active.payments).toHaveLength(1);
    expect(await accessToPremiumTest(agent)).toBe(true);
    const first = active.payments[0].receipt;
    expect(first.number).toMatch(/^R-\d{6}$/);

    const renewed = (await agent.post('/dev/payments/advance', { outcome: 'paid' })).body;
    expect(renewed.status).toBe('active');
    expect(renewed.payments).toHaveLength(2);
    expect(new Date(renewed.paidThrough).getTime() - new Date(active.paidThrough).getTime()).toBeGreaterThan(
      27 * DAY,
    );
    expect(number(renewed.payments[0].receipt.number)).toBe(number(first.number) + 1);
    const listed = (await agent.get('/payments/receipts')).body.receipts;
    expect(listed.map((r: { number: string }) => r.number)).toEqual([
      renewed.payments[0].receipt.number,
      first.number,
    ]);
    // A second subscription while this one runs is refused.
    expect(
      (await agent.post('/payments/subscriptions', undefined, { headers: { origin: SITE } })).status,
    ).toBe(409);
  });

  it('cancels in one call keeping access to the end of the period, resumes, then ends', async () => {
    const learner = await h.learner();
    const { agent } = learner;
    const active = await subscribeInSandbox(agent);
    const cancelled = (await agent.post('/payments/subscription/cancel')).body;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      hasAccess: true,
      canResume: true,
      nextBillingDate: null,
    });
    expect(cancelled.paidThrough).toBe(active.paidThrough);
    expect(await accessToPremiumTest(agent)).toBe(true);

    const resumed = (await agent.post('/payments/subscription/resume')).body;
    expect(resumed).toMatchObject({ status: 'active', canCancel: true });
    expect(resumed.nextBillingDate).not.toBeNull();
    expect((await agent.post('/payments/subscription/resume')).status).toBe(409);

    await agent.post('/payments/subscription/cancel');
    h.clock.advance(32 * DAY);
    expect((await agent.post('/users/login', { email: learner.email, password: PASSWORD })).status).toBe(200);
    expect((await agent.get('/payments/subscription')).body).toMatchObject({
      status: 'expired',
      hasAccess: false,
      canResume: false,
    });
    expect(await accessToPremiumTest(agent)).toBe(false);
    expect((await agent.post('/payments/subscription/resume')).status).toBe(409);
  });

  it('a failed payment keeps access through the grace period, and a later payment recovers', async () => {
    const { agent } = await h.learner();
    const active = await subscribeInSandbox(agent);
    const failed = (await agent.post('/dev/payments/advance', { outcome: 'failed' })).body;
    expect(failed).toMatchObject({ status: 'past_due', hasAccess: true, canCancel: true });
    expect(new Date(failed.graceUntil).getTime()).toBe(
      new Date(active.paidThrough).getTime() + GRACE_DAYS * DAY,
    );
    expect(failed.payments).toHaveLength(1);
    const recovered = (await agent.post('/dev/payments/advance', { outcome: 'paid' })).body;
    expect(recovered).toMatchObject({ status: 'active', graceUntil: null, lastFailedAt: null });
    expect(recovered.payments).toHaveLength(2);
  });

  it('a refund issues a credit note referring to its receipt; nothing is renumbered', async () => {
    const { agent } = await h.learner();
    const active = await subscribeInSandbox(agent);
    const receipt = active.payments[0].receipt;
    const refunded = (await agent.post('/dev/payments/advance', { outcome: 'refunded' })).body;
    expect(refunded.payments[0]).toMatchObject({ status: 'refunded', receipt: { number: receipt.number } });
    const note = refunded.payments[0].creditNote;
    expect(note).toMatchObject({ kind: 'credit_note', refersTo: receipt.number, amount: 29.99 });
    expect(note.number).toMatch(/^CN-\d{6}$/);
    expect(await accessToPremiumTest(agent)).toBe(false);
    const again = (await agent.post('/dev/payments/advance', { outcome: 'refunded' })).body;
    expect(again.payments[0].creditNote.number).toBe(note.number);
    const listed = (await agent.get('/payments/receipts')).body.receipts;
    expect(listed.map((r: { number: string }) => r.number).sort()).toEqual(
      [note.number, receipt.number].sort(),
    );
  });

  it('downloads receipts as PDF in the learner’s language, and never another learner’s', async () => {
    const { agent } = await h.learner();
    const active = await subscribeInSandbox(agent);
    const receipt = active.payments[0].receipt;
    const english = await pdf(h, agent, receipt.id);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toBe(`attachment; filename="${receipt.number}.pdf"`);
    const text = pdfText(english.rawPayload);
    for (const expected of [
      'Receipt',
      receipt.number,
      'Ada Lovelace',
      'Kafka Learning (demo)',
      'Premium subscription',
    ])
      expect(text).toContain(expected);
    expect(flat(text)).toContain('$29.99');
    const french = pdfText((await pdf(h, agent, receipt.id, 'fr')).rawPayload);
    for (const expected of ['Reçu', receipt.number, 'Abonnement Premium', 'Vendeur'.toUpperCase()])
      expect(french).toContain(expected);
    expect(flat(french)).toContain('29,99$US');

    const other = await h.learner();
    expect((await pdf(h, other.agent, receipt.id)).statusCode).toBe(404);
    expect((await other.agent.get('/payments/receipts')).body.receipts).toEqual([]);
  });

  it('gives a receipt to a test purchase, downloadable from the order', async () => {
    const { agent } = await h.learner();
    const created = await agent.post('/payments/paypal/test/purchase', {
      testId: h.testId('fixture-premium'),
      returnUrl: `${SITE}/success`,
      cancelUrl: `${SITE}/cancel`,
    });
    const approval = new URL(created.body.approvalUrl);
    const paid = await agent.post('/payments/paypal/execute', {
      paymentId: approval.searchParams.get('token'),
      payerId: approval.searchParams.get('PayerID'),
    });
    expect(paid.status).toBe(200);
    const [order] = (await agent.get('/orders')).body.data;
    expect(order.receipt).toMatchObject({ kind: 'receipt', item: 'test', itemTitle: 'Fixture premium test' });
    const text = pdfText((await pdf(h, agent, order.receipt.id)).rawPayload);
    expect(text).toContain('Fixture premium test');
  });

  it('has no demo billing for anonymous callers, nor without a subscription', async () => {
    const anonymous = await h.agent();
    expect((await anonymous.post('/dev/payments/advance', {})).status).toBe(401);
    const { agent } = await h.learner();
    expect((await agent.post('/dev/payments/advance', {})).status).toBe(409);
    expect((await agent.post('/payments/subscription/cancel')).status).toBe(409);
  });
});
