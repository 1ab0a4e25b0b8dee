// Results as a study loop (issue 28): active time per question, correct / wrong / unanswered, the change since
// the previous attempt, abandoning an open attempt, practice sets across every open test, and an average
// score that leaves practice out.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attempts, tests } from '../src/db/schema';
import { seedTests } from '../src/db/seed/seed';
import { SECOND } from '../src/services/clock';
import { availableBackends } from './support/backends';
import { shuffledFixture } from './support/fixtures';
import { useHarness } from './support/harness';

const backends = await availableBackends();

type Agent = Awaited<ReturnType<ReturnType<typeof useHarness>['learner']>>['agent'];
type State = { questionId: number; orderId: number };

describe.each(backends)('the study loop on $name', (backend) => {
  const h = useHarness(backend);
  const free = () => h.testId('fixture-free');

  async function start(agent: Agent, testId = free(), mode: 'exam' | 'practice' = 'exam') {
    const session = (await agent.post('/test-taking/start', { testId, mode })).body.data;
    const ids = (session.questionStates as State[]).map((s) => s.questionId);
    return { session, ids };
  }

  /** Question 1 right, question 2 wrong, question 3 blank (the free fixture keeps its order in tests). */
  async function answerOneRightOneWrong(agent: Agent, sessionId: number) {
    const q1 = (await agent.get(`/test-taking/${sessionId}/question/1`)).body.data;
    const q2 = (await agent.get(`/test-taking/${sessionId}/question/2`)).body.data;
    for (const [question, ids] of [
      [q1, [q1.choices[0].choiceId]],
      [q2, [q2.choices[2].choiceId]],
    ] as const) {
      await agent.post(`/test-taking/${sessionId}/answer`, {
        questionId: question.questionId,
        selectedChoiceIds: ids,
        remainingTime: 600,
      });
    }
  }

  it('adds reported active time per question and shows it, with correct, wrong and unanswered apart', async () => {
    const { agent } = await h.learner();
    const { session, ids } = await start(agent);
    const [q1, q2, q3] = ids as [number, number, number];
    const first = await agent.post(`/test-taking/${session.id}/time`, {
      entries: [
        { questionId: q1, ms: 20_000 },
        { questionId: q2, ms: 5_000 },
        { questionId: q1, ms: 10_400 },
        { questionId: 999_999, ms: 1_000 },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ recorded: 2 });
    await answerOneRightOneWrong(agent, session.id);
    // The pause and the submit carry the time measured since the last report.
    await agent.post(`/test-taking/${session.id}/pause`, {
      remainingTime: 600,
      questionTimes: [{ questionId: q2, ms: 4_000 }],
    });
    await agent.post(`/test-taking/${session.id}/resume`);
    const result = (
      await agent.post(`/test-taking/${session.id}/submit`, {
        remainingTime: 500,
        questionTimes: [{ questionId: q3, ms: 7_000 }],
      })
    ).body.data;
    expect(result).toMatchObject({
      correctAnswersCount: 1,
      wrongCount: 1,
      unansweredCount: 1,
      totalQuestions: 3,
      activeTime: 46,
      previousScore: null,
    });
    expect(result.questions.map((q: { activeSeconds: number }) => q.activeSeconds)).toEqual([30, 9, 7]);
    // A submitted attempt keeps the time it had.
    expect(
      (await agent.post(`/test-taking/${session.id}/time`, { entries: [{ questionId: q1, ms: 60_000 }] }))
        .body.data,
    ).toEqual({ recorded: 0 });
    const stored = (await agent.get(`/tests/history/${session.id}`)).body.data;
    expect(stored.activeTime).toBe(46);
  });

  it("refuses bad time reports and another learner's attempt", async () => {
    const { agent } = await h.learner();
    const { session, ids } = await start(agent);
    const post = (body: unknown) => agent.post(`/test-taking/${session.id}/time`, body);
    expect((await post({ entries: [] })).status).toBe(400);
    expect((await post({ entries: [{ questionId: ids[0], ms: 0 }] })).status).toBe(400);
    expect((await post({ entries: [{ questionId: ids[0], ms: 600_001 }] })).status).toBe(400);
    const other = await h.learner();
    const foreign = await other.agent.post(`/test-taking/${session.id}/time`, {
      entries: [{ questionId: ids[0], ms: 1_000 }],
    });
    expect(foreign.status).toBe(404);
    expect((await (await h.agent()).post(`/test-taking/${session.id}/time`, { entries: [] })).status).toBe(
      401,
    );
  });

  it('gives the change since the previous attempt of the same test and mode', async () => {
    const { agent } = await h.learner();
    const one = (await start(agent)).session;
    await answerOneRightOneWrong(agent, one.id);
    h.clock.advance(10 * SECOND);
    const firstResult = (await agent.post(`/test-taking/${one.id}/submit`, { remainingTime: 0 })).body.data;
    expect(firstResult).toMatchObject({ score: 33, previousScore: null });
    // A practice attempt in between is compared with practice only.
    const practice = (await start(agent, free(), 'practice')).session;
    const practiceResult = (await agent.post(`/test-taking/${practice.id}/submit`, { remainingTime: 0 })).body
      .data;
    expect(practiceResult).toMatchObject({ mode: 'practice', previousScore: null, unansweredCount: 3 });
    const two = (await start(agent)).session;
    const secondResult = (await agent.post(`/test-taking/${two.id}/submit`, { remainingTime: 0 })).body.data;
    expect(secondResult).toMatchObject({ score: 0, previousScore: 33 });
    // Read again later, the first attempt still has nothing before it.
    expect((await agent.get(`/tests/history/${one.id}`)).body.data.previousScore).toBeNull();
  });

  it('abandons an open attempt with its answers; a submitted one is refused', async () => {
    const { agent, id: userId } = await h.learner();
    const { session } = await start(agent);
    await answerOneRightOneWrong(agent, session.id);
    await agent.post(`/test-taking/${session.id}/pause`, { remainingTime: 600 });
    const other = await h.learner();
    expect((await other.agent.post(`/test-taking/${session.id}/abandon`)).status).toBe(404);
    const abandoned = await agent.post(`/test-taking/${session.id}/abandon`);
    expect(abandoned.status).toBe(200);
    expect(abandoned.body.data).toEqual({ id: session.id, abandoned: true });
    expect((await agent.get(`/test-taking/abandoned?testId=${free()}`)).body.data).toBeNull();
    expect(await h.database.db.select().from(attempts).where(eq(attempts.userId, userId))).toEqual([]);
    expect((await agent.post(`/test-taking/${session.id}/abandon`)).status).toBe(404);

    const done = (await start(agent)).session;
    await agent.post(`/test-taking/${done.id}/submit`, { remainingTime: 0 });
    const refused = await agent.post(`/test-taking/${done.id}/abandon`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ATTEMPT_SUBMITTED');
  });

  describe('with a second free test', () => {
    let shuffledId = 0;
    beforeAll(async () => {
      await seedTests(h.database.db, [shuffledFixture], () => undefined);
      const [row] = await h.database.db.select().from(tests).where(eq(tests.slug, shuffledFixture.slug));
      shuffledId = row?.id ?? 0;
    });

    it('draws a practice set across every test the learner can open, stored under the test it started from', async () => {
      const { agent } = await h.learner();
      const one = await agent.post('/test-taking/practice-set', {
        testId: free(),
        scope: 'all',
        domains: ['Broker'],
        count: 50,
        source: 'all',
      });
      expect(one.status).toBe(200);
      // The free fixture's Broker question and the eight of the free shuffled test; none of the premium test.
      expect(one.body.data).toMatchObject({ testId: free(), mode: 'practice', totalQuestions: 9 });
      const premiumOnly = await agent.post('/test-taking/practice-set', {
        testId: free(),
        scope: 'all',
        domains: ['Kafka Streams'],
        count: 5,
        source: 'all',
      });
      expect(premiumOnly.status).toBe(409);
      expect(premiumOnly.body.code).toBe('PRACTICE_SET_EMPTY');
      // Missed across tests: a failed exam of the shuffled test feeds a set started from the free test.
      const shuffled = (await start(agent, shuffledId)).session;
      await agent.post(`/test-taking/${shuffled.id}/submit`, { remainingTime: 0 });
      const missed = await agent.post('/test-taking/practice-set', {
        testId: free(),
        scope: 'all',
        count: 50,
        source: 'missed',
      });
      expect(missed.body.data).toMatchObject({ testId: free(), totalQuestions: 8 });
      // Scope `test` (the default) stays in the test.
      const own = await agent.post('/test-taking/practice-set', {
        testId: free(),
        count: 50,
        source: 'missed',
      });
      expect(own.status).toBe(409);
    });
  });

  it('leaves practice out of the average score', async () => {
    const { agent } = await h.learner();
    const exam = (await start(agent)).session;
    await answerOneRightOneWrong(agent, exam.id);
    await agent.post(`/test-taking/${exam.id}/submit`, { remainingTime: 0 });
    const practice = (await start(agent, free(), 'practice')).session;
    await agent.post(`/test-taking/${practice.id}/submit`, { remainingTime: 0 });
    const stats = (await agent.get('/users/me/stats')).body;
    expect(stats).toMatchObject({ testsCompleted: 2, averageScore: 33 });
  });
});
