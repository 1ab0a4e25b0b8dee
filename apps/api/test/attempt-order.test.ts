// Questions and choices in a per-attempt order: stored with the attempt (its seed and its question order), the
// same on every fetch, after a pause and resume, after a restart and in the review; a test may keep its order.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tests } from '../src/db/schema';
import { seedTests } from '../src/db/seed/seed';
import { orderChoices, shuffled } from '../src/services/shuffle';
import { availableBackends } from './support/backends';
import { freeFixture, shuffledFixture } from './support/fixtures';
import { useHarness } from './support/harness';

const backends = await availableBackends();

interface WireQuestion {
  questionId: number;
  orderId: number;
  questionText: string;
  correctAnswersNumber: number;
  choices: { choiceId: number; choiceText: string; choiceOrder: number }[];
}

describe('the shuffle', () => {
  it('is a permutation, the same for the same seed, and another for another seed', () => {
    const items = Array.from({ length: 20 }, (_v, i) => i);
    expect(shuffled(items, 7)).toEqual(shuffled(items, 7));
    expect([...shuffled(items, 7)].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled(items, 7)).not.toEqual(shuffled(items, 8));
    expect(shuffled(items, 7)).not.toEqual(items);
  });

  it('renumbers choices 1..n in the shuffled order and keeps the seed order without a seed', () => {
    const choices = [3, 1, 4, 2].map((position) => ({ id: position * 10, position }));
    expect(orderChoices(choices, 5, null).map((c) => c.id)).toEqual([10, 20, 30, 40]);
    const mixed = orderChoices(choices, 5, 12345);
    expect(mixed.map((c) => c.position)).toEqual([1, 2, 3, 4]);
    expect(mixed.map((c) => c.id).sort()).toEqual([10, 20, 30, 40]);
    expect(orderChoices(choices, 5, 12345)).toEqual(mixed);
  });
});

describe.each(backends)('per-attempt order on $name', (backend) => {
  const h = useHarness(backend);
  let shuffledId = 0;
  beforeAll(async () => {
    await seedTests(h.database.db, [shuffledFixture], () => undefined);
    const [row] = await h.database.db.select().from(tests).where(eq(tests.slug, shuffledFixture.slug));
    shuffledId = row?.id ?? 0;
  });

  type Agent = Awaited<ReturnType<typeof h.learner>>['agent'];

  async function allQuestions(agent: Agent, sessionId: number): Promise<WireQuestion[]> {
    const out: WireQuestion[] = [];
    for (let n = 1; n <= shuffledFixture.questions.length; n++)
      out.push((await agent.get(`/test-taking/${sessionId}/question/${n}`)).body.data as WireQuestion);
    return out;
  }

  /** What a learner sees: question texts in order, each with its choice texts in order. */
  const seen = (questions: WireQuestion[]) =>
    questions.map((q) => [q.questionText, ...q.choices.map((c) => c.choiceText)].join(' | '));

  it('gives two attempts different orders and keeps each across fetches, resume, restart and review', async () => {
    const { agent } = await h.learner();
    const first = (await agent.post('/test-taking/start', { testId: shuffledId })).body.data;
    const firstOrder = await allQuestions(agent, first.id);
    expect(firstOrder[0]).toEqual(first.firstQuestion);
    expect(seen(await allQuestions(agent, first.id))).toEqual(seen(firstOrder));
    const seedOrder = shuffledFixture.questions.map((q) => q.text);
    expect(firstOrder.map((q) => q.questionText).sort()).toEqual([...seedOrder].sort());
    for (const q of firstOrder) expect(q.choices.map((c) => c.choiceOrder)).toEqual([1, 2, 3, 4]);

    // Pause, resume and a new server over the same database: the same order.
    await agent.post(`/test-taking/${first.id}/pause`, { remainingTime: 800 });
    const resumed = (await agent.post(`/test-taking/${first.id}/resume`)).body.data;
    expect(resumed.firstQuestion).toEqual(first.firstQuestion);
    expect(resumed.questionStates.map((s: { questionId: number }) => s.questionId)).toEqual(
      firstOrder.map((q) => q.questionId),
    );
    h.app = await h.build();
    expect(seen(await allQuestions(agent, first.id))).toEqual(seen(firstOrder));

    // Answer each question right (its seed-first choice, wherever it now stands): scoring is untouched.
    for (const q of firstOrder) {
      const right = q.choices.find((c) => / choice 1$/.test(c.choiceText));
      const saved = await agent.post(`/test-taking/${first.id}/answer`, {
        questionId: q.questionId,
        selectedChoiceIds: [right?.choiceId],
        remainingTime: 700,
      });
      expect(saved.status).toBe(200);
    }
    const result = (await agent.post(`/test-taking/${first.id}/submit`, { remainingTime: 700 })).body.data;
    expect(result).toMatchObject({ score: 100, correctAnswersCount: 8 });
    const reviewSeen = result.questions.map((q: { questionText: string; answers: { value: string }[] }) =>
      [q.questionText, ...q.answers.map((a) => a.value)].join(' | '),
    );
    expect(reviewSeen).toEqual(seen(firstOrder));
    expect(result.questions.map((q: { orderId: number }) => q.orderId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const history = (await agent.get(`/tests/history/${first.id}`)).body.data;
    expect(history.questions).toEqual(result.questions);

    const second = (await agent.post('/test-taking/start', { testId: shuffledId })).body.data;
    const secondOrder = await allQuestions(agent, second.id);
    expect(seen(secondOrder)).not.toEqual(seen(firstOrder));
    // Shuffled for real: neither attempt shows the seed's question order with every choice in place.
    const seedSeen = shuffledFixture.questions.map((q) =>
      [q.text, ...q.choices.map((c) => c.text)].join(' | '),
    );
    expect(seen(firstOrder)).not.toEqual(seedSeen);
    expect(seen(secondOrder)).not.toEqual(seedSeen);
  });

  it('keeps the seed order for a test that opts out', async () => {
    const { agent } = await h.learner();
    const session = (await agent.post('/test-taking/start', { testId: h.testId('fixture-free') })).body.data;
    const questions: WireQuestion[] = [];
    for (let n = 1; n <= freeFixture.questions.length; n++)
      questions.push((await agent.get(`/test-taking/${session.id}/question/${n}`)).body.data);
    expect(seen(questions)).toEqual(
      freeFixture.questions.map((q) => [q.text, ...q.choices.map((c) => c.text)].join(' | ')),
    );
  });
});
