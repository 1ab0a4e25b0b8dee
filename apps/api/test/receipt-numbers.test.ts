// Receipt numbers have no gaps and no duplicates: under 20 payments completed at once, and when a payment's
// transaction rolls back after taking a number (a sequence would lose that number; the counter row does not).
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, receipts } from '../src/db/schema';
import { DEMO_SELLER } from '../src/config';
import { issueReceipt } from '../src/services/payments/receipts';
import { availableBackends } from './support/backends';
import { useHarness } from './support/harness';

const backends = await availableBackends();
const SITE = 'https://learn.example.org';

describe.each(backends)('receipt numbering on $name', (backend) => {
  const h = useHarness(backend, { siteUrl: SITE });

  const allNumbers = async () =>
    (
      await h.database.db
        .select({ number: receipts.number })
        .from(receipts)
        .where(eq(receipts.kind, 'receipt'))
        .orderBy(asc(receipts.number))
    ).map((r) => r.number);

  it('stays gap-free and unique under 20 parallel payments', async () => {
    const learners = [];
    for (let i = 0; i < 20; i++) learners.push(await h.learner());
    const orders: URL[] = [];
    for (const { agent } of learners) {
      const created = await agent.post('/payments/paypal/test/purchase', {
        testId: h.testId('fixture-premium'),
        returnUrl: `${SITE}/success`,
        cancelUrl: `${SITE}/cancel`,
      });
      orders.push(new URL(created.body.approvalUrl));
    }
    const before = await allNumbers();
    const results = await Promise.all(
      learners.map(({ agent }, i) =>
        agent.post('/payments/paypal/execute', {
          paymentId: orders[i]!.searchParams.get('token'),
          payerId: orders[i]!.searchParams.get('PayerID'),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = await allNumbers();
    expect(numbers).toHaveLength(before.length + 20);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('gives a rolled-back payment’s number to the next payment', async () => {
    const { id: userId } = await h.learner();
    const [payment] = await h.database.db
      .insert(payments)
      .values({
        userId,
        kind: 'generic',
        testId: null,
        provider: 'sandbox',
        providerOrderId: `ROLLBACK-${backend.name}`,
        amountCents: 500,
        currency: 'USD',
        status: 'COMPLETED',
      })
      .returning();
    const before = await allNumbers();
    await expect(
      h.database.db.transaction(async (tx) => {
        const receipt = await issueReceipt(tx, payment!, new Date(), DEMO_SELLER);
        expect(receipt.number).toBe(before.length + 1);
        throw new Error('the payment failed after its receipt was numbered');
      }),
    ).rejects.toThrow('numbered');
    expect(await allNumbers()).toEqual(before);
    const receipt = await h.database.db.transaction((tx) =>
      issueReceipt(tx, payment!, new Date(), DEMO_SELLER),
    );
    expect(receipt.number).toBe(before.length + 1);
  });
});
