import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { choices, questions, tests, users } from '../src/db/schema';
import { loadSeedTests, seedTestProblems } from '../src/db/seed/load';
import { DEMO_LEARNER, ensureDemoLearner, seedTests } from '../src/db/seed/seed';
import type { SeedTest } from '../src/db/seed/types';
import { verifyPassword } from '../src/services/passwords';
import { availableBackends } from './support/backends';
import { freeFixture } from './support/fixtures';
import { TEST_SCRYPT, useHarness } from './support/harness';

const backends = await availableBackends();
const quiet = () => undefined;

describe('shipped practice tests', async () => {
  const shipped = await loadSeedTests();

  it('load without problems, whichever content files exist', () => {
    for (const test of shipped) expect(seedTestProblems(test), test.slug).toEqual([]);
    expect(new Set(shipped.map((t) => t.slug)).size).toBe(shipped.length);
  });

  it.runIf(shipped.length > 0)('start with the free test', () => {
    expect(shipped[0]?.isFree).toBe(true);
  });
});

describe('seed content checks', () => {
  it('names what is wrong with a broken test', () => {
    const broken: SeedTest = {
      ...freeFixture,
      price: 5,
      questions: [
        { domain: 'Producer', text: 'Q', explanation: 'E', choices: [{ text: 'only', correct: false }] },
      ],
    };
    expect(seedTestProblems(broken)).toEqual([
      'a free test has price 0 and only a free one',
      'question 1: needs 2 to 6 choices',
      'question 1: no correct choice',
    ]);
  });
});

describe.each(backends)('seeding on $name', (backend) => {
  const h = useHarness(backend);

  async function figures(slug: string) {
    const [test] = await h.database.db.select().from(tests).where(eq(tests.slug, slug));
    const [q] = await h.database.db
      .select({ n: count() })
      .from(questions)
      .where(eq(questions.testId, test?.id ?? 0));
    const [c] = await h.database.db
      .select({ n: count() })
      .from(choices)
      .innerJoin(questions, eq(questions.id, choices.questionId))
      .where(eq(questions.testId, test?.id ?? 0));
    return { test, questions: q?.n, choices: c?.n };
  }

  it('is idempotent by slug', async () => {
    const before = await figures(freeFixture.slug);
    await seedTests(h.database.db, [freeFixture], quiet);
    expect(await figures(freeFixture.slug)).toEqual(before);
  });

  it('refreshes metadata; a removed question leaves the test, and is kept only while an attempt refers to it', async () => {
    const slug = `changing-${backend.name}`;
    const original: SeedTest = {
      ...freeFixture,
      slug,
      questions: freeFixture.questions.map((q, i) => ({ ...q, id: `changing-${i + 1}` })),
    };
    await seedTests(h.database.db, [original], quiet);
    const edited: SeedTest = { ...original, title: 'Renamed', questions: original.questions.slice(0, 2) };
    await seedTests(h.database.db, [edited], quiet);
    const replaced = await figures(slug);
    expect(replaced.test?.title).toBe('Renamed');
    // Never attempted: the removed question is deleted.
    expect(replaced.questions).toBe(2);

    const { agent } = await h.learner();
    await agent.post('/test-taking/start', { testId: replaced.test?.id });
    // Since attempts exist, fixes reach the test all the same (question versions): question 3 is back.
    await seedTests(h.database.db, [original], quiet);
    expect((await figures(slug)).questions).toBe(3);
    // Removing question 2 again: it was attempted, so its row stays (retired) for the attempt's review.
    await seedTests(
      h.database.db,
      [{ ...original, questions: [original.questions[0]!, original.questions[2]!] }],
      quiet,
    );
    const active = await h.database.db
      .select({ n: count() })
      .from(questions)
      .where(and(eq(questions.testId, replaced.test!.id), eq(questions.active, true)));
    expect(active[0]?.n).toBe(2);
    expect((await figures(slug)).questions).toBe(3);
  });

  it('creates the demo learner once, verified', async () => {
    await ensureDemoLearner(h.database.db, TEST_SCRYPT);
    await ensureDemoLearner(h.database.db, TEST_SCRYPT);
    const rows = await h.database.db.select().from(users).where(eq(users.email, DEMO_LEARNER.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('ACTIVE');
    expect(await verifyPassword(DEMO_LEARNER.password, rows[0]?.passwordHash ?? '')).toBe(true);
  });
});
