// Purchases leave a trace: a confirmation mail per purchase and per subscription period (in the learner's
// language, with the receipt), a success page that can say what was bought, "expiring soon" reminders once per
// access, and the free 5-question sample of a paid test, enforced by the server.
import { and, count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, tests } from '../src/db/schema';
import { seedTests } from '../src/db/seed/seed';
import { DAY } from '../src/services/clock';
import { sendExpiryReminders } from '../src/services/expiry-reminders';
import type { Agent } from './support/agent';
import { availableBackends } from './support/backends';
import { shuffledFixture } from './support/fixtures';
import { PASSWORD, useHarness } from './support/harness';

const backends = await availableBackends();

async function subscribeInSandbox(agent: Agent) {
  const created = await agent.post('/payments/subscriptions', undefined, { headers: { origin: SITE } });
  expect(created.status).toBe(200);
  const activated = await agent.post(`/payments/subscriptions/${created.body.subscriptionId}/activate`);
  expect(activated.status).toBe(200);
  return activated.body;
}
const SITE = 'https://learn.example.org';

/** A paid test of eight questions: the sample holds the first five. */
const paidEight = {
  ...shuffledFixture,
  slug: 'fixture-paid-eight',
  title: 'Paid eight',
  isFree: false,
  price: 9.99,
};

describe.each(backends)('purchases with a trace on $name', (backend) => {
  const h = useHarness(backend, { siteUrl: SITE });
  const premium = () => h.testId('fixture-premium');
  let paidEightId = 0;

  beforeAll(async () => {
    await seedTests(h.database.db, [paidEight], () => undefined);
    const [row] = await h.database.db.select().from(tests).where(eq(tests.slug, paidEight.slug));
    paidEightId = row!.id;
  });

  async function mails(to: string, subject?: string) {
    const [row] = await h.database.db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.to, to), subject ? like(outbox.subject, `%${subject}%`) : undefined));
    return row?.n ?? 0;
  }

  async function buy(agent: Agent, testId = premium()) {
    const created = await agent.post('/payments/paypal/test/purchase', {
      testId,
      returnUrl: `${SITE}/success`,
      cancelUrl: `${SITE}/cancel`,
    });
    expect(created.status).toBe(200);
    const { paymentId, approvalUrl } = created.body as { paymentId: string; approvalUrl: string };
    const payerId = new URL(approvalUrl).searchParams.get('PayerID') as string;
    return { paymentId, payerId };
  }

  it('mails one confirmation per test purchase, in the stored language, with amount, expiry and receipt', async () => {
    const { agent, email } = await h.learner();
    expect((await agent.put('/users/language', { language: 'fr' })).status).toBe(200);
    const { paymentId, payerId } = await buy(agent);
    const executed = await Promise.all([
      agent.post('/payments/paypal/execute', { paymentId, payerId }),
      agent.post('/payments/paypal/execute', { paymentId, payerId }),
    ]);
    expect(executed.map((r) => r.status)).toEqual([200, 200]);
    await agent.post('/payments/paypal/execute', { paymentId, payerId });
    expect(await mails(email, 'Achat confirmé')).toBe(1);
    const mail = await h.lastMail(email);
    expect(mail?.subject).toBe('Achat confirmé : Fixture premium test');
    expect(mail?.text).toMatch(/19,99\s\$US/);
    expect(mail?.text).toMatch(/Reçu n° R-\d{6}\./);
    expect(mail?.text).toContain(`${SITE}/orders`);
    expect(mail?.text).toMatch(/jusqu'au \d{1,2} \S+ \d{4}/);
  });

  it('tells the success page what was bought: amount, order, expiry, receipt', async () => {
    const { agent } = await h.learner();
    const { paymentId, payerId } = await buy(agent);
    expect((await agent.get(`/payments/paypal/verify/${paymentId}`)).body).toEqual({ verified: false });
    const executed = await agent.post('/payments/paypal/execute', { paymentId, payerId });
    const verified = (await agent.get(`/payments/paypal/verify/${paymentId}`)).body;
    expect(verified).toMatchObject({
      verified: true,
      purchase: {
        item: 'test',
        itemName: 'Fixture premium test',
        testId: premium(),
        amount: 19.99,
        currency: 'USD',
        expiryDate: executed.body.accessExpiryDate,
        receipt: { kind: 'receipt', amount: 19.99 },
      },
    });
    expect(verified.purchase.orderNumber).toMatch(/^ORD-\d{4}-\d{6}$/);
  });

  it('mails the start and each renewal of a subscription', async () => {
    const { agent, email } = await h.learner();
    await subscribeInSandbox(agent);
    expect(await mails(email, 'Your Premium subscription is active')).toBe(1);
    expect((await h.lastMail(email))?.text).toMatch(/\$29\.99|\$\d+\.\d{2}/);
    await agent.post('/dev/payments/advance', { outcome: 'paid' });
    expect(await mails(email, 'Your Premium subscription was renewed')).toBe(1);
    // Reading the subscription again reconciles again: no new period, no new mail.
    await agent.get('/payments/subscription');
    expect(await mails(email, 'Premium subscription')).toBe(2);
  });

  it('reminds once, 7 days before a pass ends, however often the job runs', async () => {
    const { agent, email } = await h.learner();
    const { paymentId, payerId } = await buy(agent);
    const expiry = new Date(
      (await agent.post('/payments/paypal/execute', { paymentId, payerId })).body.accessExpiryDate,
    );
    const reminders = () => mails(email, 'ends on');

    // Eight days before the end: not yet.
    h.clock.advance(expiry.getTime() - h.clock.now().getTime() - 8 * DAY);
    await sendExpiryReminders(h.app.ctx);
    expect(await reminders()).toBe(0);
    // Seven days before: one mail, and a second run (or a second instance running at once) sends no other.
    h.clock.advance(1 * DAY + 60_000);
    await Promise.all([sendExpiryReminders(h.app.ctx), sendExpiryReminders(h.app.ctx)]);
    await sendExpiryReminders(h.app.ctx);
    expect(await reminders()).toBe(1);
    expect((await h.lastMail(email))?.text).toContain('Fixture premium test');
    h.clock.advance(3 * DAY);
    await sendExpiryReminders(h.app.ctx);
    expect(await reminders()).toBe(1);
    // Past the end, nothing more.
    h.clock.advance(5 * DAY);
    await sendExpiryReminders(h.app.ctx);
    expect(await reminders()).toBe(1);
  });

  it('does not remind a renewing subscription, only one that will end', async () => {
    const { agent, email } = await h.learner();
    const active = await subscribeInSandbox(agent);
    const paidThrough = new Date(active.paidThrough);
    h.clock.advance(paidThrough.getTime() - h.clock.now().getTime() - 6 * DAY);
    await sendExpiryReminders(h.app.ctx);
    expect(await mails(email, 'ends on')).toBe(0);
    // Weeks passed: the session timed out.
    await agent.post('/users/login', { email, password: PASSWORD });
    expect((await agent.post('/payments/subscription/cancel')).status).toBe(200);
    await sendExpiryReminders(h.app.ctx);
    await sendExpiryReminders(h.app.ctx);
    expect(await mails(email, 'ends on')).toBe(1);
    expect((await h.lastMail(email))?.text).toContain('Kafka Learning Premium');
  });

  describe('free sample of a paid test', () => {
    it('opens the first 5 questions as untimed practice, without access', async () => {
      const { agent } = await h.learner();
      expect((await agent.post('/test-taking/start', { testId: paidEightId })).status).toBe(403);
      const started = await agent.post('/test-taking/start', {
        testId: paidEightId,
        sample: true,
        mode: 'exam',
      });
      expect(started.status).toBe(200);
      const session = started.body.data;
      expect(session).toMatchObject({ sample: true, mode: 'practice', totalQuestions: 5 });
      expect(session.questionStates).toHaveLength(5);
      const texts: string[] = [];
      for (let n = 1; n <= 5; n++) {
        const question = (await agent.get(`/test-taking/${session.id}/question/${n}`)).body.data;
        texts.push(question.questionText);
      }
      expect(texts.sort()).toEqual([1, 2, 3, 4, 5].map((n) => `Shuffled question ${n}`));
      // Nothing past the fifth question is served through the sample.
      expect((await agent.get(`/test-taking/${session.id}/question/6`)).status).toBe(404);
      // Paused and resumed, still without access.
      expect((await agent.post(`/test-taking/${session.id}/pause`, { remainingTime: 100 })).status).toBe(200);
      expect((await agent.post(`/test-taking/${session.id}/resume`)).status).toBe(200);
    });

    it('answers only the sample questions: another question of the test is refused', async () => {
      const { agent } = await h.learner();
      const sample = (await agent.post('/test-taking/start', { testId: paidEightId, sample: true })).body
        .data;
      const ids = new Set<number>(sample.questionStates.map((s: { questionId: number }) => s.questionId));
      // A learner with access sees all eight: take a question id outside the sample from such an attempt.
      const owner = await h.learner();
      const { paymentId, payerId } = await buy(owner.agent, paidEightId);
      await owner.agent.post('/payments/paypal/execute', { paymentId, payerId });
      const full = (await owner.agent.post('/test-taking/start', { testId: paidEightId })).body.data;
      expect(full.totalQuestions).toBe(8);
      const outside = full.questionStates.find((s: { questionId: number }) => !ids.has(s.questionId));
      expect(outside).toBeDefined();
      const answered = await agent.post(`/test-taking/${sample.id}/answer`, {
        questionId: outside.questionId,
        selectedChoiceIds: [],
        remainingTime: 100,
      });
      expect([400, 404]).toContain(answered.status);
      const checked = await agent.post(`/test-taking/${sample.id}/questions/${outside.questionId}/check`, {});
      expect([400, 404]).toContain(checked.status);
    });

    it('refuses a practice set on the paid test after a sample, so its result offers the purchase instead', async () => {
      const { agent } = await h.learner();
      const sample = (await agent.post('/test-taking/start', { testId: paidEightId, sample: true })).body
        .data;
      expect((await agent.post(`/test-taking/${sample.id}/submit`, { remainingTime: 0 })).status).toBe(200);
      // What the result's "Practise what I missed" and "Practise my weakest domain" would ask for (studyLoop.ts).
      for (const set of [
        { domains: [], count: 5, source: 'missed', scope: 'test' },
        { domains: ['Broker'], count: 10, source: 'all', scope: 'all' },
      ]) {
        const refused = await agent.post('/test-taking/practice-set', { testId: paidEightId, ...set });
        expect(refused.status, JSON.stringify(set)).toBe(403);
        expect(refused.body.code).toBe('TEST_ACCESS_DENIED');
      }
    });
  });

  it('mails a security notice when the password changes', async () => {
    const { agent, email } = await h.learner();
    const changed = await agent.patch('/users/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another-horse-battery',
    });
    expect(changed.status).toBe(200);
    expect((await h.lastMail(email))?.subject).toBe('Your password was changed');
  });
});
