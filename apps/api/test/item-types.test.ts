// Matching and ordering items end to end: payload without key, the one-statement save (batched on PostgreSQL)
// with its 4xx refusals, resume, per-attempt shuffle, practice check, review, reports and question versions.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questions, tests } from '../src/db/schema';
import { seedTests } from '../src/db/seed/seed';
import type { SeedTest } from '../src/db/seed/types';
import { answerProblem, isQuestionCorrect, partVerdicts } from '../src/services/scoring';
import { orderQuestionChoices } from '../src/services/shuffle';
import { availableBackends } from './support/backends';
import { useHarness } from './support/harness';
import { EXTRA_TARGET, PAIRS, STEPS, itemTypesFixture } from './support/item-types';

const backends = await availableBackends();
const quiet = () => undefined;

interface WireChoice {
  choiceId: number;
  choiceText: string;
  choiceOrder: number;
}
interface WireQuestion {
  questionId: number;
  orderId: number;
  type: 'single' | 'multiple' | 'matching' | 'ordering';
  questionText: string;
  correctAnswersNumber: number;
  selectedChoiceIds: number[];
  choices: WireChoice[];
  targets?: WireChoice[];
  check?: Record<string, unknown>;
}

/** Every key anywhere in a payload. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  return into;
}

const idOf = (list: WireChoice[] | undefined, text: string) => {
  const found = list?.find((c) => c.choiceText === text);
  if (!found) throw new Error(`no choice ${text}`);
  return found.choiceId;
};
/** The steps in the correct order. */
const rightOrder = (q: WireQuestion) => STEPS.map((text) => idOf(q.choices, text));
/** Pairs flattened; `swap` exchanges the targets of the first two items. */
const pairsAnswer = (q: WireQuestion, { swap = false, count = PAIRS.length } = {}) =>
  PAIRS.slice(0, count).flatMap((pair, i) => {
    const target = swap && i < 2 ? (PAIRS[1 - i] as (typeof PAIRS)[number]).target : pair.target;
    return [idOf(q.choices, pair.item), idOf(q.targets, target)];
  });

describe('scoring and the answer rules of each type', () => {
  const steps = [
    { id: 11, kind: 'step' as const, correct: false, correctPosition: 2 },
    { id: 12, kind: 'step' as const, correct: false, correctPosition: 1 },
    { id: 13, kind: 'step' as const, correct: false, correctPosition: 3 },
  ];
  const matching = [
    { id: 21, kind: 'item' as const, correct: false, correctTargetId: 32 },
    { id: 22, kind: 'item' as const, correct: false, correctTargetId: 31 },
    { id: 31, kind: 'target' as const, correct: false },
    { id: 32, kind: 'target' as const, correct: false },
    { id: 33, kind: 'target' as const, correct: false },
  ];

  it('scores all or nothing and gives one verdict per step or item', () => {
    expect(isQuestionCorrect({ type: 'ordering', choices: steps, selectedChoiceIds: [12, 11, 13] })).toBe(
      true,
    );
    expect(isQuestionCorrect({ type: 'ordering', choices: steps, selectedChoiceIds: [11, 12, 13] })).toBe(
      false,
    );
    expect(partVerdicts({ type: 'ordering', choices: steps, selectedChoiceIds: [11, 12, 13] })).toEqual([
      { choiceId: 11, correct: false, selectedPosition: 1, correctPosition: 2 },
      { choiceId: 12, correct: false, selectedPosition: 2, correctPosition: 1 },
      { choiceId: 13, correct: true, selectedPosition: 3, correctPosition: 3 },
    ]);
    expect(
      isQuestionCorrect({ type: 'matching', choices: matching, selectedChoiceIds: [22, 31, 21, 32] }),
    ).toBe(true);
    expect(isQuestionCorrect({ type: 'matching', choices: matching, selectedChoiceIds: [21, 32] })).toBe(
      false,
    );
    expect(partVerdicts({ type: 'matching', choices: matching, selectedChoiceIds: [21, 33] })).toEqual([
      { choiceId: 21, correct: false, selectedTargetId: 33, correctTargetId: 32 },
      { choiceId: 22, correct: false, selectedTargetId: null, correctTargetId: 31 },
    ]);
  });

  it('names what is wrong with an answer', () => {
    expect(answerProblem('ordering', steps, [12, 11, 13], 0)).toBeNull();
    expect(answerProblem('ordering', steps, [], 0)).toBeNull();
    expect(answerProblem('ordering', steps, [12, 11], 0)).toMatch(/every one of the 3 steps/);
    expect(answerProblem('ordering', steps, [12, 11, 99], 0)).toMatch(/99 is not a choice/);
    expect(answerProblem('matching', matching, [21, 31, 22], 0)).toMatch(/pairs of item and target/);
    expect(answerProblem('matching', matching, [31, 21], 0)).toMatch(/31 is not an item/);
    expect(answerProblem('matching', matching, [21, 22], 0)).toMatch(/22 is not a target/);
    expect(answerProblem('matching', matching, [21, 31], 0)).toBeNull();
  });

  it('shuffles steps and targets even when the attempt keeps the seed order', () => {
    const many = Array.from({ length: 6 }, (_v, i) => ({
      id: i + 1,
      position: i + 1,
      kind: 'step' as const,
    }));
    const orders = new Set(
      Array.from({ length: 20 }, (_v, q) =>
        orderQuestionChoices(many, q + 1, null)
          .map((c) => c.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(10);
    const options = many.map((c) => ({ ...c, kind: 'option' as const }));
    expect(orderQuestionChoices(options, 1, null).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe.each(backends)('matching and ordering items on $name', (backend) => {
  const h = useHarness(backend);
  let testId = 0;
  beforeAll(async () => {
    await seedTests(h.database.db, [itemTypesFixture], quiet);
    const [row] = await h.database.db.select().from(tests).where(eq(tests.slug, itemTypesFixture.slug));
    testId = row?.id ?? 0;
  });

  type Agent = Awaited<ReturnType<typeof h.learner>>['agent'];

  async function allQuestions(agent: Agent, sessionId: number, lang = 'en'): Promise<WireQuestion[]> {
    const out: WireQuestion[] = [];
    for (let n = 1; n <= 3; n++)
      out.push((await agent.get(`/test-taking/${sessionId}/question/${n}?lang=${lang}`)).body.data);
    return out;
  }
  const ofType = (list: WireQuestion[], type: WireQuestion['type']) =>
    list.find((q) => q.type === type) as WireQuestion;
  const save = (agent: Agent, sessionId: number, questionId: number, selectedChoiceIds: number[]) =>
    agent.post(`/test-taking/${sessionId}/answer`, { questionId, selectedChoiceIds, remainingTime: 800 });

  it('serves both types without their key, saves and resumes the answers, and scores them all or nothing', async () => {
    const { agent } = await h.learner();
    const session = (await agent.post('/test-taking/start', { testId })).body.data;
    const list = await allQuestions(agent, session.id);
    const matching = ofType(list, 'matching');
    const ordering = ofType(list, 'ordering');
    expect(ofType(list, 'single').targets).toBeUndefined();
    expect(matching).toMatchObject({ correctAnswersNumber: 3, selectedChoiceIds: [] });
    expect(matching.choices.map((c) => c.choiceText).sort()).toEqual(PAIRS.map((p) => p.item).sort());
    expect(matching.targets?.map((c) => c.choiceText).sort()).toEqual(
      [...PAIRS.map((p) => p.target), EXTRA_TARGET].sort(),
    );
    expect(matching.targets?.map((c) => c.choiceOrder)).toEqual([1, 2, 3, 4]);
    expect(ordering).toMatchObject({ correctAnswersNumber: 4, selectedChoiceIds: [] });
    expect(ordering.choices.map((c) => c.choiceOrder)).toEqual([1, 2, 3, 4]);
    // No key: every choice is id, text and display position; nothing else in the session or the questions.
    for (const payload of [session, ...list]) {
      const keys = keysOf(payload);
      for (const key of ['correct', 'correctPosition', 'correctTargetId', 'parts', 'explanation', 'check'])
        expect(keys.has(key), key).toBe(false);
    }
    for (const q of list)
      for (const c of [...q.choices, ...(q.targets ?? [])])
        expect(Object.keys(c).sort()).toEqual(['choiceId', 'choiceOrder', 'choiceText']);

    const order = rightOrder(ordering);
    expect((await save(agent, session.id, ordering.questionId, order)).body.data.selectedChoiceIds).toEqual(
      order,
    );
    const pairs = pairsAnswer(matching, { swap: true });
    expect((await save(agent, session.id, matching.questionId, pairs)).status).toBe(200);

    // Resume after a pause and on a new server: the learner's order and pairs as saved.
    await agent.post(`/test-taking/${session.id}/pause`, { remainingTime: 700 });
    h.app = await h.build();
    const resumed = (await agent.post(`/test-taking/${session.id}/resume`)).body.data;
    const answered = new Map(
      resumed.questionStates.map((s: { questionId: number; answered: boolean }) => [
        s.questionId,
        s.answered,
      ]),
    );
    expect(answered.get(ordering.questionId)).toBe(true);
    expect(answered.get(matching.questionId)).toBe(true);
    const again = await allQuestions(agent, session.id);
    expect(ofType(again, 'ordering').selectedChoiceIds).toEqual(order);
    expect(ofType(again, 'matching').selectedChoiceIds).toEqual(pairs);
    expect(again.map((q) => q.choices)).toEqual(list.map((q) => q.choices));
    expect(ofType(again, 'matching').targets).toEqual(matching.targets);

    const result = (await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 600 })).body.data;
    expect(result).toMatchObject({ correctAnswersCount: 1, totalQuestions: 3, score: 33 });
    const reviewed = new Map(result.questions.map((q: { type: string }) => [q.type, q]));
    const orderReview = reviewed.get('ordering') as Record<string, unknown>;
    expect(orderReview).toMatchObject({
      correct: true,
      ignored: false,
      selectedChoiceIds: order,
      correctChoiceIds: order,
    });
    expect(orderReview.parts).toEqual(
      order
        .map((choiceId, i) => ({ choiceId, correct: true, selectedPosition: i + 1, correctPosition: i + 1 }))
        .sort(
          (a, b) =>
            ordering.choices.findIndex((c) => c.choiceId === a.choiceId) -
            ordering.choices.findIndex((c) => c.choiceId === b.choiceId),
        ),
    );
    const matchReview = reviewed.get('matching') as {
      correct: boolean;
      parts: { choiceId: number; correct: boolean; selectedTargetId: number; correctTargetId: number }[];
      correctChoiceIds: number[];
      targets: WireChoice[];
      answers: { answerId: number; correct: boolean; clientChose: boolean }[];
    };
    expect(matchReview.correct).toBe(false);
    expect(matchReview.targets).toEqual(matching.targets);
    const right = pairsAnswer(matching);
    const rightTarget = new Map(PAIRS.map((_p, i) => [right[2 * i], right[2 * i + 1]]));
    for (const part of matchReview.parts) expect(part.correctTargetId).toBe(rightTarget.get(part.choiceId));
    const byItem = new Map(matchReview.parts.map((p) => [p.choiceId, p.correct]));
    expect(byItem.get(idOf(matching.choices, 'acks=0'))).toBe(false);
    expect(byItem.get(idOf(matching.choices, 'acks=1'))).toBe(false);
    expect(byItem.get(idOf(matching.choices, 'acks=all'))).toBe(true);
    expect(matchReview.answers.map((a) => a.correct)).toEqual(matchReview.parts.map((p) => p.correct));
    expect(new Set(matchReview.correctChoiceIds)).toEqual(new Set(right));

    // Report a problem works on every type.
    for (const q of result.questions as { questionId: number }[]) {
      const reported = await agent.put(`/tests/history/${session.id}/questions/${q.questionId}/report`, {
        reason: 'unclear',
      });
      expect(reported.status).toBe(200);
    }
  });

  it('refuses an id outside the question or in the wrong role with a 400 VALIDATION, never a 500', async () => {
    const { agent } = await h.learner();
    const session = (await agent.post('/test-taking/start', { testId })).body.data;
    const list = await allQuestions(agent, session.id);
    const matching = ofType(list, 'matching');
    const ordering = ofType(list, 'ordering');
    const single = ofType(list, 'single');
    const order = rightOrder(ordering);
    const pairs = pairsAnswer(matching);
    const cases: [WireQuestion, number[], RegExp][] = [
      [ordering, order.slice(0, 3), /every one of the 4 steps/],
      [ordering, [...order.slice(0, 3), single.choices[0]!.choiceId], /is not a choice of this question/],
      [ordering, [...order.slice(0, 3), matching.choices[0]!.choiceId], /is not a choice/],
      [matching, pairs.slice(0, 3), /pairs of item and target/],
      [matching, [pairs[1]!, pairs[0]!], /is not an item/],
      [matching, [pairs[0]!, pairs[2]!], /is not a target/],
      [matching, [order[0]!, pairs[1]!], /is not a choice/],
      [single, [matching.targets![0]!.choiceId], /is not a choice/],
    ];
    for (const [q, ids, message] of cases) {
      const refused = await save(agent, session.id, q.questionId, ids);
      expect(refused.status, JSON.stringify(ids)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION', field: 'selectedChoiceIds' });
      expect(refused.body.message).toMatch(message);
    }
    // A repeated id is refused by the contract.
    const repeated = await save(agent, session.id, ordering.questionId, [
      order[0]!,
      order[0]!,
      order[1]!,
      order[2]!,
    ]);
    expect(repeated.status).toBe(400);
    // Nothing was stored; then valid answers (several at once: one batch on PostgreSQL) all land.
    expect(ofType(await allQuestions(agent, session.id), 'ordering').selectedChoiceIds).toEqual([]);
    const others = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const learner = await h.learner();
        const own = (await learner.agent.post('/test-taking/start', { testId })).body.data;
        const mine = ofType(await allQuestions(learner.agent, own.id), 'ordering');
        return { agent: learner.agent, id: own.id, question: mine };
      }),
    );
    const saved = await Promise.all(
      others.map((o, i) =>
        save(
          o.agent,
          o.id,
          o.question.questionId,
          i % 2 ? rightOrder(o.question) : rightOrder(o.question).slice(1),
        ),
      ),
    );
    expect(saved.map((r) => r.status)).toEqual([400, 200, 400, 200]);
  });

  it('checks a practice answer with the right pairs and positions, and locks it', async () => {
    const { agent } = await h.learner();
    const session = (await agent.post('/test-taking/start', { testId, mode: 'practice' })).body.data;
    const list = await allQuestions(agent, session.id, 'fr');
    const matching = ofType(list, 'matching');
    expect(matching.questionText).toMatch(/^Associez/);
    expect(matching.targets?.map((t) => t.choiceText)).toContain('Le leader seul');
    const frPairs = itemTypesFixture.fr!.questions[0]!.pairs!;
    const answer = frPairs
      .slice(0, 2)
      .flatMap((p) => [idOf(matching.choices, p.item), idOf(matching.targets, p.target)]);
    const checked = await agent.post(
      `/test-taking/${session.id}/questions/${matching.questionId}/check?lang=fr`,
      {
        selectedChoiceIds: answer,
      },
    );
    expect(checked.status).toBe(200);
    const check = checked.body.data;
    expect(check).toMatchObject({ type: 'matching', correct: false, selectedChoiceIds: answer });
    expect(check.parts).toHaveLength(3);
    const last = idOf(matching.choices, 'acks=all');
    expect(check.parts.find((p: { choiceId: number }) => p.choiceId === last)).toEqual({
      choiceId: last,
      correct: false,
      selectedTargetId: null,
      correctTargetId: idOf(matching.targets, 'Chaque réplique in-sync'),
    });
    expect(check.parts.filter((p: { correct: boolean }) => p.correct)).toHaveLength(2);
    // Reloaded: the check rides with the question; the same answer may be saved again, another one not.
    const again = ofType(await allQuestions(agent, session.id, 'fr'), 'matching');
    expect(again.check).toEqual(check);
    expect((await save(agent, session.id, matching.questionId, answer)).status).toBe(200);
    const changed = await save(agent, session.id, matching.questionId, [
      ...answer.slice(2),
      ...answer.slice(0, 2),
    ]);
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('QUESTION_LOCKED');

    const ordering = ofType(await allQuestions(agent, session.id), 'ordering');
    const wrong = await agent.post(`/test-taking/${session.id}/questions/${ordering.questionId}/check`, {
      selectedChoiceIds: [matching.choices[0]!.choiceId],
    });
    expect(wrong.status).toBe(400);
    const reversed = [...rightOrder(ordering)].reverse();
    const orderCheck = (
      await agent.post(`/test-taking/${session.id}/questions/${ordering.questionId}/check`, {
        selectedChoiceIds: reversed,
      })
    ).body.data;
    expect(orderCheck).toMatchObject({
      type: 'ordering',
      correct: false,
      correctChoiceIds: rightOrder(ordering),
    });
    expect(orderCheck.parts.map((p: { correct: boolean }) => p.correct)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const states = (await agent.post(`/test-taking/${session.id}/resume`)).body.data.questionStates;
    expect(
      states.filter((s: { checked: boolean }) => s.checked).map((s: { correct: boolean }) => s.correct),
    ).toEqual([false, false]);
  });

  it('gives each attempt its own order of steps, items and targets', async () => {
    const { agent } = await h.learner();
    const seen = { steps: new Set<string>(), items: new Set<string>(), targets: new Set<string>() };
    for (let i = 0; i < 6; i++) {
      const session = (await agent.post('/test-taking/start', { testId })).body.data;
      const list = await allQuestions(agent, session.id);
      const texts = (choices: WireChoice[] | undefined) => (choices ?? []).map((c) => c.choiceText).join('|');
      seen.steps.add(texts(ofType(list, 'ordering').choices));
      seen.items.add(texts(ofType(list, 'matching').choices));
      seen.targets.add(texts(ofType(list, 'matching').targets));
    }
    expect(seen.steps.size).toBeGreaterThan(1);
    expect(seen.items.size).toBeGreaterThan(1);
    expect(seen.targets.size).toBeGreaterThan(1);
  });

  it('keeps the review of an attempt taken before a fix; a new attempt gets the fix', async () => {
    const slug = `versions-${backend.name}`;
    const original: SeedTest = {
      ...itemTypesFixture,
      slug,
      questions: itemTypesFixture.questions.map((q) => ({ ...q, id: `${slug}-${q.id}` })),
    };
    await seedTests(h.database.db, [original], quiet);
    const [row] = await h.database.db.select().from(tests).where(eq(tests.slug, slug));
    const id = row!.id;
    const { agent } = await h.learner();
    const before = (await agent.post('/test-taking/start', { testId: id })).body.data;
    const list = await allQuestions(agent, before.id);
    const matching = ofType(list, 'matching');
    const pairs = pairsAnswer(matching);
    await save(agent, before.id, matching.questionId, pairs);
    const single = ofType(list, 'single');
    await save(agent, before.id, single.questionId, [idOf(single.choices, 'The __consumer_offsets topic')]);
    const result = (await agent.post(`/test-taking/${before.id}/submit`, { remainingTime: 600 })).body.data;
    expect(result.correctAnswersCount).toBe(2);
    const reviewBefore = (await agent.get(`/tests/history/${before.id}`)).body.data;
    const frBefore = (await agent.get(`/tests/history/${before.id}?lang=fr`)).body.data;
    // An attempt still open across the fix keeps its versions too.
    const open = (await agent.post('/test-taking/start', { testId: id })).body.data;

    // The fix: acks=1 and acks=all swap targets (a key change), a new stem, and a French fix of the ordering item.
    const [m, o, s] = original.questions as [SeedQuestion, SeedQuestion, SeedQuestion];
    const fixed: SeedTest = {
      ...original,
      questions: [
        {
          ...m,
          text: 'Match each acks setting with the replicas a write waits for.',
          pairs: [
            PAIRS[0]!,
            { item: 'acks=all', target: PAIRS[1]!.target },
            { item: 'acks=1', target: PAIRS[2]!.target },
          ],
        },
        o,
        s,
      ],
      fr: {
        ...original.fr!,
        questions: [
          original.fr!.questions[0]!,
          { ...original.fr!.questions[1]!, text: 'Ordonnez les appels d’un producteur transactionnel.' },
          original.fr!.questions[2]!,
        ],
      },
    };
    await seedTests(h.database.db, [fixed], quiet);
    await seedTests(h.database.db, [fixed], quiet);
    const rows = await h.database.db
      .select({ bankKey: questions.bankKey, version: questions.version, active: questions.active })
      .from(questions)
      .where(eq(questions.testId, id));
    expect(
      rows
        .filter((r) => r.active)
        .map((r) => r.version)
        .sort(),
    ).toEqual([1, 2, 2]);
    expect(rows).toHaveLength(5);

    expect((await agent.get(`/tests/history/${before.id}`)).body.data).toEqual(reviewBefore);
    expect((await agent.get(`/tests/history/${before.id}?lang=fr`)).body.data).toEqual(frBefore);

    const openList = await allQuestions(agent, open.id);
    const openMatching = ofType(openList, 'matching');
    expect(openMatching.questionText).toBe(m.text);
    await save(agent, open.id, openMatching.questionId, pairsAnswer(openMatching));
    const openResult = (await agent.post(`/test-taking/${open.id}/submit`, { remainingTime: 600 })).body.data;
    expect(openResult.correctAnswersCount).toBe(1);

    const after = (await agent.post('/test-taking/start', { testId: id })).body.data;
    const afterList = await allQuestions(agent, after.id);
    const fixedMatching = ofType(afterList, 'matching');
    expect(fixedMatching.questionText).toBe('Match each acks setting with the replicas a write waits for.');
    expect(fixedMatching.questionId).not.toBe(matching.questionId);
    expect(ofType(afterList, 'single').questionId).toBe(single.questionId);
    expect(ofType(await allQuestions(agent, after.id, 'fr'), 'ordering').questionText).toMatch(/^Ordonnez/);
    await save(agent, after.id, fixedMatching.questionId, pairsAnswer(fixedMatching));
    const afterResult = (await agent.post(`/test-taking/${after.id}/submit`, { remainingTime: 600 })).body
      .data;
    expect(afterResult.correctAnswersCount).toBe(0);

    // Seeding again changes nothing; a version nobody took is not kept.
    const active = await h.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.testId, id), eq(questions.active, true)));
    expect(active).toHaveLength(3);
  });
});

type SeedQuestion = SeedTest['questions'][number];
