import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, tests } from '../src/db/schema';
import { availableBackends } from './support/backends';
import { useHarness } from './support/harness';

const backends = await availableBackends();
const SITE = 'https://learn.example.org';

describe.each(backends)('the public price list on $name', (backend) => {
  const h = useHarness(backend, { siteUrl: SITE });

  it('answers a visitor without a session: free and paid tests from the catalogue, Premium at its price', async () => {
    const reply = await (await h.agent()).get('/payments/pricing');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      tests: [
        expect.objectContaining({ id: h.testId('fixture-free'), isFree: true, price: 0, currency: 'USD' }),
        expect.objectContaining({
          id: h.testId('fixture-premium'),
          title: 'Fixture premium test',
          isFree: false,
          price: 19.99,
          currency: 'USD',
          totalQuestions: 2,
          timeLimit: 900,
        }),
      ],
      testAccessMonths: 6,
      subscription: { price: 29.99, currency: 'USD', months: 1 },
    });
  });

  it('titles tests in the asked language', async () => {
    const reply = await (await h.agent()).get('/payments/pricing?lang=fr');
    expect(reply.body.tests[0]).toMatchObject({ title: 'Test gratuit de démonstration' });
  });

  it('follows the catalogue: a new price shows at once and an inactive test is not sold', async () => {
    await h.database.db
      .update(tests)
      .set({ priceCents: 2500 })
      .where(eq(tests.id, h.testId('fixture-premium')));
    await h.database.db
      .update(tests)
      .set({ isActive: false })
      .where(eq(tests.id, h.testId('fixture-free')));
    const reply = await (await h.agent()).get('/payments/pricing');
    expect(reply.body.tests).toEqual([
      expect.objectContaining({ id: h.testId('fixture-premium'), price: 25 }),
    ]);
  });

  it('shows the subscription price checkout charges', async () => {
    const { agent, id } = await h.learner();
    const listed = (await agent.get('/payments/pricing')).body.subscription;
    const created = await agent.post('/payments/paypal/subscription/create', undefined, {
      headers: { origin: SITE },
    });
    expect(created.status).toBe(200);
    const [row] = await h.database.db.select().from(payments).where(eq(payments.userId, id));
    expect(row).toMatchObject({ amountCents: Math.round(listed.price * 100), currency: listed.currency });
  });
});
