// Decision 16: an active premium subscription unlocks every paid test; a purchase still gives its six months.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tests } from '../src/db/schema';
import { seedTests } from '../src/db/seed/seed';
import { DAY, daysUntil } from '../src/services/clock';
import type { Agent } from './support/agent';
import { availableBackends } from './support/backends';
import { premiumFixture } from './support/fixtures';
import { PASSWORD, useHarness } from './support/harness';

const backends = await availableBackends();
const SITE = 'https://learn.example.org';

const secondPremium = { ...premiumFixture, slug: 'fixture-premium-2', title: 'Second premium test' };
const retiredPremium = { ...premiumFixture, slug: 'fixture-retired', title: 'Retired premium test' };

interface TestAccess {
  testId: number;
  hasAccess: boolean;
  isExpired: boolean;
  accessExpiryDate: string | null;
  daysRemaining: number | null;
}

describe.each(backends)('premium subscription access on $name', (backend) => {
  const h = useHarness(backend, { siteUrl: SITE });
  const ids = { premium: 0, second: 0, retired: 0, free: 0 };

  beforeAll(async () => {
    const { db } = h.database;
    await seedTests(db, [secondPremium, retiredPremium], () => undefined);
    await db.update(tests).set({ isActive: false }).where(eq(tests.slug, retiredPremium.slug));
    const rows = await db
      .select({ id: tests.id, slug: tests.slug })
      .from(tests)
      .where(inArray(tests.slug, [secondPremium.slug, retiredPremium.slug]));
    const idOf = (slug: string) => rows.find((r) => r.slug === slug)?.id ?? 0;
    Object.assign(ids, {
      premium: h.testId('fixture-premium'),
      second: idOf(secondPremium.slug),
      retired: idOf(retiredPremium.slug),
      free: h.testId('fixture-free'),
    });
  });

  /** Runs the sandbox checkout the way /success does: execute with token and PayerID. */
  async function pay(agent: Agent, created: { status: number; body: { approvalUrl: string } }) {
    expect(created.status).toBe(200);
    const approval = new URL(created.body.approvalUrl);
    const executed = await agent.post('/payments/paypal/execute', {
      paymentId: approval.searchParams.get('token'),
      payerId: approval.searchParams.get('PayerID'),
    });
    expect(executed.status).toBe(200);
    return executed.body.accessExpiryDate as string;
  }

  const subscribe = async (agent: Agent) =>
    pay(
      agent,
      await agent.post('/payments/paypal/subscription/create', undefined, { headers: { origin: SITE } }),
    );

  const buy = async (agent: Agent, testId: number) =>
    pay(
      agent,
      await agent.post('/payments/paypal/test/purchase', {
        testId,
        returnUrl: `${SITE}/success`,
        cancelUrl: `${SITE}/cancel`,
      }),
    );

  /** Time passes beyond the session's idle timeout, so the learner signs in again. */
  async function later(learner: { agent: Agent; email: string }, ms: number) {
    h.clock.advance(ms);
    expect(
      (await learner.agent.post('/users/login', { email: learner.email, password: PASSWORD })).status,
    ).toBe(200);
  }

  const access = async (agent: Agent, testId: number): Promise<TestAccess> =>
    (await agent.get(`/payments/test-access/${testId}`)).body;

  const listed = async (agent: Agent): Promise<TestAccess[]> =>
    (await agent.get('/payments/test-access')).body.accessibleTests;

  const granted = (testId: number, expiry: string) => ({
    testId,
    hasAccess: true,
    isExpired: false,
    accessExpiryDate: expiry,
    daysRemaining: daysUntil(new Date(expiry), h.clock.now()),
  });

  it('unlocks every paid test while active: catalogue, access, list and start', async () => {
    const { agent } = await h.learner();
    expect((await agent.post('/test-taking/start', { testId: ids.second })).status).toBe(403);
    expect(await listed(agent)).toEqual([]);

    const expiry = await subscribe(agent);
    expect(new Date(expiry).getTime()).toBeGreaterThan(h.clock.now().getTime() + 27 * DAY);

    const catalogue = (await agent.get('/tests')).body.data as {
      id: number;
      isFree: boolean;
      hasAccess: boolean;
      accessExpiryDate: string | null;
      daysRemaining: number | null;
    }[];
    const paid = catalogue.filter((t) => !t.isFree);
    expect(paid.map((t) => t.id)).toEqual([ids.premium, ids.second]);
    for (const test of paid) {
      expect(test).toMatchObject({
        hasAccess: true,
        accessExpiryDate: expiry,
        daysRemaining: daysUntil(new Date(expiry), h.clock.now()),
      });
    }
    expect(catalogue.find((t) => t.id === ids.free)).toMatchObject({
      hasAccess: true,
      accessExpiryDate: null,
    });
    expect((await agent.get(`/tests/${ids.second}`)).body.data).toMatchObject({ hasAccess: true });

    expect(await access(agent, ids.premium)).toEqual(granted(ids.premium, expiry));
    expect(await access(agent, ids.second)).toEqual(granted(ids.second, expiry));
    // A retired test stays open to the subscriber (an open session can be resumed) but is not listed.
    expect((await access(agent, ids.retired)).hasAccess).toBe(true);
    expect(await listed(agent)).toEqual([granted(ids.premium, expiry), granted(ids.second, expiry)]);

    expect((await agent.post('/test-taking/start', { testId: ids.premium })).status).toBe(200);
    expect((await agent.post('/test-taking/start', { testId: ids.second })).status).toBe(200);
    // A subscriber may still buy a test: its six months outlast the plan.
    const purchase = await agent.post('/payments/paypal/test/purchase', {
      testId: ids.second,
      returnUrl: `${SITE}/success`,
      cancelUrl: `${SITE}/cancel`,
    });
    expect(purchase.status).toBe(200);
  });

  it('ends with the subscription: 403 on start and resume unless a purchase remains', async () => {
    const learner = await h.learner();
    const { agent } = learner;
    const bought = await buy(agent, ids.premium);
    await subscribe(agent);
    const session = (await agent.post('/test-taking/start', { testId: ids.second })).body.data;
    expect((await agent.post(`/test-taking/${session.id}/pause`, { remainingTime: 600 })).status).toBe(200);

    await later(learner, 32 * DAY);
    expect(await access(agent, ids.second)).toEqual({
      testId: ids.second,
      hasAccess: false,
      isExpired: false,
      accessExpiryDate: null,
      daysRemaining: null,
    });
    expect((await agent.get(`/tests/${ids.second}`)).body.data).toMatchObject({
      hasAccess: false,
      accessExpiryDate: null,
    });
    expect((await agent.post('/test-taking/start', { testId: ids.second })).status).toBe(403);
    expect((await agent.post(`/test-taking/${session.id}/resume`)).status).toBe(403);

    // The purchase still runs on its own six months.
    expect(await access(agent, ids.premium)).toEqual(granted(ids.premium, bought));
    expect(await listed(agent)).toEqual([granted(ids.premium, bought)]);
    expect((await agent.post('/test-taking/start', { testId: ids.premium })).status).toBe(200);

    await later(learner, 200 * DAY);
    expect((await access(agent, ids.premium)).isExpired).toBe(true);
    expect((await agent.post('/test-taking/start', { testId: ids.premium })).status).toBe(403);
  });

  it('reports the later of the purchase and subscription expiries, whichever it is', async () => {
    const learner = await h.learner();
    const { agent } = learner;
    const firstPlan = await subscribe(agent);
    const bought = await buy(agent, ids.premium);
    expect(new Date(bought).getTime()).toBeGreaterThan(new Date(firstPlan).getTime());
    expect(await listed(agent)).toEqual([granted(ids.premium, bought), granted(ids.second, firstPlan)]);

    // Days before the purchase runs out, a new month of subscription ends after it.
    const left = daysUntil(new Date(bought), h.clock.now());
    await later(learner, (left - 10) * DAY);
    const secondPlan = await subscribe(agent);
    expect(new Date(secondPlan).getTime()).toBeGreaterThan(new Date(bought).getTime());
    expect(await access(agent, ids.premium)).toEqual(granted(ids.premium, secondPlan));
    expect((await agent.get(`/tests/${ids.premium}`)).body.data).toMatchObject({
      hasAccess: true,
      accessExpiryDate: secondPlan,
      daysRemaining: daysUntil(new Date(secondPlan), h.clock.now()),
    });

    // Once the plan lapses, the purchase has lapsed too: the test reads as expired on the purchase's date.
    await later(learner, 40 * DAY);
    expect(await access(agent, ids.premium)).toEqual({
      testId: ids.premium,
      hasAccess: false,
      isExpired: true,
      accessExpiryDate: bought,
      daysRemaining: 0,
    });
    expect(await listed(agent)).toEqual([await access(agent, ids.premium)]);
  });
});
