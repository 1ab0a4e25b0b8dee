// The rights the privacy page promises: a JSON export of everything held about the learner, and deleting the
// account (password re-entered), which cancels a renewing subscription and keeps only the accounting records.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  attempts,
  linkedIdentities,
  payments,
  premiumSubscriptions,
  questionReports,
  receipts,
  testAccess,
  users,
} from '../src/db/schema';
import type { Agent } from './support/agent';
import { availableBackends } from './support/backends';
import { PASSWORD, useHarness } from './support/harness';

const backends = await availableBackends();
const SITE = 'https://learn.example.org';

async function subscribeInSandbox(agent: Agent) {
  const created = await agent.post('/payments/subscriptions', undefined, { headers: { origin: SITE } });
  expect(created.status).toBe(200);
  const activated = await agent.post(`/payments/subscriptions/${created.body.subscriptionId}/activate`);
  expect(activated.status).toBe(200);
  return activated.body;
}

describe.each(backends)('account rights on $name', (backend) => {
  const h = useHarness(backend, { siteUrl: SITE });
  const premium = () => h.testId('fixture-premium');
  const free = () => h.testId('fixture-free');

  async function buyPremiumTest(agent: Agent) {
    const created = await agent.post('/payments/paypal/test/purchase', {
      testId: premium(),
      returnUrl: `${SITE}/success`,
      cancelUrl: `${SITE}/cancel`,
    });
    const payerId = new URL(created.body.approvalUrl).searchParams.get('PayerID');
    expect(
      (await agent.post('/payments/paypal/execute', { paymentId: created.body.paymentId, payerId })).status,
    ).toBe(200);
  }

  /** A submitted attempt of the free test, its first question answered and reported. */
  async function takeFreeTest(agent: Agent) {
    const session = (await agent.post('/test-taking/start', { testId: free() })).body.data;
    const first = session.firstQuestion;
    const timed = await agent.post(`/test-taking/${session.id}/time`, {
      entries: [{ questionId: first.questionId, ms: 42_000 }],
    });
    expect(timed.status).toBe(200);
    const answered = await agent.post(`/test-taking/${session.id}/answer`, {
      questionId: first.questionId,
      selectedChoiceIds: [first.choices[0].choiceId],
      remainingTime: 800,
    });
    expect(answered.status).toBe(200);
    await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 700 });
    const reported = await agent.put(`/tests/history/${session.id}/questions/${first.questionId}/report`, {
      reason: 'typo',
      comment: 'A typo in the stem',
    });
    return { session, first, reported };
  }

  async function rows(
    table: typeof attempts | typeof payments | typeof receipts | typeof testAccess,
    userId: number,
  ) {
    const [row] = await h.database.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
    return row?.n ?? 0;
  }

  it('exports the profile, attempts with answers, orders, receipts, passes, subscription, reports, learning progress and linked accounts', async () => {
    const { agent, email, id } = await h.learner();
    const { session, first, reported } = await takeFreeTest(agent);
    await buyPremiumTest(agent);
    expect((await agent.put('/users/me/learning/articles/intro', { event: 'read' })).status).toBe(200);
    expect((await agent.put('/users/me/learning/labs/first-topic/steps/create-topic')).status).toBe(200);
    await h.database.db.insert(linkedIdentities).values({
      userId: id,
      provider: 'github',
      issuer: 'https://github.com',
      subject: '583231',
      email: 'ada@users.example.org',
    });
    const exported = await agent.get('/users/me/export');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="kafka-learning-data.json"');
    const data = exported.body;
    expect(data.profile).toMatchObject({ id, email, firstName: 'Ada', lastName: 'Lovelace', language: 'en' });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(data)).not.toMatch(/scrypt\$/);
    expect(data.attempts).toHaveLength(1);
    expect(data.attempts[0]).toMatchObject({
      id: session.id,
      testId: free(),
      status: 'COMPLETED',
      mode: 'exam',
    });
    expect(data.attempts[0].answers[0]).toMatchObject({
      questionId: first.questionId,
      selectedChoiceIds: [first.choices[0].choiceId],
      activeMs: 42_000,
    });
    expect(data.learningProgress).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'article_read', item: 'intro' }),
        expect.objectContaining({ kind: 'lab_step', item: 'first-topic/create-topic' }),
      ]),
    );
    expect(data.learningProgress).toHaveLength(2);
    expect(data.learningProgress[0].completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(data.linkedAccounts).toEqual([
      expect.objectContaining({
        provider: 'github',
        issuer: 'https://github.com',
        subject: '583231',
        email: 'ada@users.example.org',
      }),
    ]);
    expect(data.linkedAccounts[0].linkedAt).toMatch(/^\d{4}-/);
    expect(data.orders).toEqual([
      expect.objectContaining({
        kind: 'test',
        testId: premium(),
        amount: 19.99,
        currency: 'USD',
        status: 'COMPLETED',
      }),
    ]);
    expect(data.receipts).toEqual([
      expect.objectContaining({ kind: 'receipt', amount: 19.99, learnerName: 'Ada Lovelace' }),
    ]);
    expect(data.receipts[0].number).toMatch(/^R-\d{6}$/);
    expect(data.testPasses).toEqual([expect.objectContaining({ testId: premium() })]);
    expect(data.subscription).toEqual({ subscriptions: [], periods: [] });
    expect(reported.status).toBe(200);
    expect(data.questionReports).toEqual([
      expect.objectContaining({
        questionId: first.questionId,
        reason: 'typo',
        comment: 'A typo in the stem',
      }),
    ]);
    // Only one's own data, and only signed in.
    const other = await h.learner();
    const theirs = (await other.agent.get('/users/me/export')).body;
    expect(theirs.attempts).toEqual([]);
    expect(theirs.orders).toEqual([]);
    expect(theirs.learningProgress).toEqual([]);
    expect(theirs.linkedAccounts).toEqual([]);
    expect((await (await h.agent()).get('/users/me/export')).status).toBe(401);
  });

  it('refuses a deletion with a wrong password and deletes nothing', async () => {
    const { agent, id } = await h.learner();
    const refused = await agent.post('/users/me/delete', { currentPassword: 'not-the-password' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('CURRENT_PASSWORD_INCORRECT');
    expect((await agent.get('/users/me')).status).toBe(200);
    const [user] = await h.database.db.select().from(users).where(eq(users.id, id));
    expect(user).toBeDefined();
  });

  it('deletes an account without payments entirely; the address can sign up again', async () => {
    const { agent, email, id } = await h.learner();
    await takeFreeTest(agent);
    const deleted = await agent.post('/users/me/delete', { currentPassword: PASSWORD });
    expect(deleted.status).toBe(200);
    expect((await agent.get('/users/me')).status).toBe(401);
    expect(await h.database.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await rows(attempts, id)).toBe(0);
    const [reports] = await h.database.db
      .select({ n: count() })
      .from(questionReports)
      .where(eq(questionReports.userId, id));
    expect(reports?.n).toBe(0);
    expect((await h.lastMail(email))?.subject).toBe('Your account was deleted');
    const login = await (await h.agent()).post('/users/login', { email, password: PASSWORD });
    expect(login.status).toBe(401);
    const again = await h.learner({ email });
    expect(again.id).not.toBe(id);
  });

  it('keeps the orders and receipts of a buyer, on an anonymised account that cannot sign in', async () => {
    const { agent, email, id } = await h.learner();
    await takeFreeTest(agent);
    await buyPremiumTest(agent);
    const [before] = await h.database.db.select().from(receipts).where(eq(receipts.userId, id));
    expect((await agent.post('/users/me/delete', { currentPassword: PASSWORD })).status).toBe(200);
    const [user] = await h.database.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ email: `deleted-${id}@deleted.invalid`, firstName: '', lastName: '' });
    expect(await rows(attempts, id)).toBe(0);
    expect(await rows(testAccess, id)).toBe(0);
    expect(await rows(payments, id)).toBe(1);
    const [after] = await h.database.db.select().from(receipts).where(eq(receipts.userId, id));
    expect(after).toEqual(before);
    expect((await (await h.agent()).post('/users/login', { email, password: PASSWORD })).status).toBe(401);
    expect(
      (await (await h.agent()).post('/users/login', { email: user!.email, password: PASSWORD })).status,
    ).toBe(401);
  });

  it('cancels a renewing subscription at the provider before deleting', async () => {
    const { agent, id } = await h.learner();
    const active = await subscribeInSandbox(agent);
    expect(active.status).toBe('active');
    expect((await agent.post('/users/me/delete', { currentPassword: PASSWORD })).status).toBe(200);
    const [subscription] = await h.database.db
      .select()
      .from(premiumSubscriptions)
      .where(eq(premiumSubscriptions.userId, id));
    expect(['CANCELLED', 'EXPIRED']).toContain(subscription?.status);
    expect(subscription?.nextBillingAt).toBeNull();
  });

  it('refuses to delete while a subscription cannot be cancelled, and says why', async () => {
    const { agent, id } = await h.learner();
    await subscribeInSandbox(agent);
    const failing = await h.build({
      payments: {
        ...h.app.ctx.payments,
        cancelSubscription: async () => {
          throw new Error('provider down');
        },
      },
    });
    const refused = await failing.server.inject({
      method: 'POST',
      url: '/elearning/api/users/me/delete',
      headers: {
        cookie: [...agent.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': agent.jar.get('XSRF-TOKEN') ?? '',
        'content-type': 'application/json',
      },
      payload: { currentPassword: PASSWORD },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ACCOUNT_SUBSCRIPTION_ACTIVE');
    expect(await h.database.db.select().from(users).where(eq(users.id, id))).toHaveLength(1);
    expect((await agent.get('/users/me')).status).toBe(200);
  });
});
