// Custom practice sets: drawn by the server by domain and source, stored as practice attempts of their own.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attempts } from '../src/db/schema';
import { PRACTICE_WINDOW_SECONDS } from '../src/services/attempts';
import { availableBackends } from './support/backends';
import { useHarness } from './support/harness';

const backends = await availableBackends();

type Agent = Awaited<ReturnType<ReturnType<typeof useHarness>['learner']>>['agent'];
type Choice = { choiceId: number };
type State = { questionId: number; orderId: number };

describe.each(backends)('custom practice sets on $name', (backend) => {
  const h = useHarness(backend);
  const free = () => h.testId('fixture-free');

  const startSet = (agent: Agent, body: Record<string, unknown>) =>
    agent.post('/test-taking/practice-set', { testId: free(), ...body });

  /** The question texts of a session, by orderId. */
  async function texts(agent: Agent, session: { id: number; totalQuestions: number }) {
    const out: string[] = [];
    for (let n = 1; n <= session.totalQuestions; n++)
      out.push((await agent.get(`/test-taking/${session.id}/question/${n}`)).body.data.questionText);
    return out;
  }

  /** An exam on the free fixture: question 1 right, question 2 wrong, question 3 left blank; submitted. */
  async function failedExam(agent: Agent) {
    const session = (await agent.post('/test-taking/start', { testId: free() })).body.data;
    const q1 = (await agent.get(`/test-taking/${session.id}/question/1`)).body.data;
    const q2 = (await agent.get(`/test-taking/${session.id}/question/2`)).body.data;
    for (const [question, ids] of [
      [q1, [q1.choices[0].choiceId]],
      [q2, [q2.choices[2].choiceId]],
    ] as const) {
      await agent.post(`/test-taking/${session.id}/answer`, {
        questionId: question.questionId,
        selectedChoiceIds: ids,
        remainingTime: 600,
      });
    }
    const result = (await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 0 })).body.data;
    expect(result.score).toBe(33);
    return session;
  }

  it('draws distinct questions of the chosen domains, at most `count`, as a practice attempt', async () => {
    const { agent } = await h.learner();
    const picked = await startSet(agent, { domains: ['Producer', 'Broker'], count: 10, source: 'all' });
    expect(picked.status).toBe(200);
    expect(picked.body.data).toMatchObject({
      mode: 'practice',
      totalQuestions: 2,
      timeLimit: PRACTICE_WINDOW_SECONDS,
    });
    expect(await texts(agent, picked.body.data)).toEqual([
      'Which setting makes producer retries safe from duplicates?',
      'What stores the committed offsets of consumer groups?',
    ]);
    for (let i = 0; i < 6; i++) {
      const two = (await startSet(agent, { count: 2, source: 'all' })).body.data;
      const ids = two.questionStates.map((s: State) => s.questionId);
      expect(ids).toHaveLength(2);
      expect(new Set(ids).size).toBe(2);
    }
  });

  it('draws only missed questions after a failed exam: wrong or blank in the latest submitted attempt', async () => {
    const { agent } = await h.learner();
    await failedExam(agent);
    const missed = (await startSet(agent, { count: 10, source: 'missed' })).body.data;
    expect(await texts(agent, missed)).toEqual([
      'Which two settings control how often a consumer commits offsets automatically?',
      'What stores the committed offsets of consumer groups?',
    ]);
    // Answered right in this practice set, question 2 is no longer missed; the blank question 3 still is.
    const q2 = (await agent.get(`/test-taking/${missed.id}/question/1`)).body.data;
    await agent.post(`/test-taking/${missed.id}/questions/${q2.questionId}/check`, {
      selectedChoiceIds: (q2.choices as Choice[]).slice(0, 2).map((c) => c.choiceId),
    });
    const result = (await agent.post(`/test-taking/${missed.id}/submit`, { remainingTime: 0 })).body.data;
    expect(result).toMatchObject({ mode: 'practice', totalQuestions: 2, correctAnswersCount: 1 });
    const history = (await agent.get(`/tests/${free()}/history`)).body.data;
    expect(history[0]).toMatchObject({ testHistoryId: missed.id, mode: 'practice', totalQuestions: 2 });
    const again = (await startSet(agent, { count: 10, source: 'missed' })).body.data;
    expect(await texts(agent, again)).toEqual(['What stores the committed offsets of consumer groups?']);
  });

  it('answers 409 PRACTICE_SET_EMPTY for an empty source and starts nothing, keeping the open session', async () => {
    const { agent, id: userId } = await h.learner();
    const nothingMissed = await startSet(agent, { count: 5, source: 'missed' });
    expect(nothingMissed.status).toBe(409);
    expect(nothingMissed.body.code).toBe('PRACTICE_SET_EMPTY');
    expect((await startSet(agent, { count: 5, source: 'flagged' })).body.code).toBe('PRACTICE_SET_EMPTY');
    expect(await h.database.db.select().from(attempts).where(eq(attempts.userId, userId))).toEqual([]);

    const open = (await agent.post('/test-taking/start', { testId: free() })).body.data;
    const unseen = await startSet(agent, { count: 5, source: 'unseen' });
    expect(unseen.status).toBe(409);
    expect(unseen.body.code).toBe('PRACTICE_SET_EMPTY');
    const rows = await h.database.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.userId, userId), eq(attempts.testId, free())));
    expect(rows.map((r) => r.id)).toEqual([open.id]);
    expect((await agent.get(`/test-taking/abandoned?testId=${free()}`)).body.data).toMatchObject({
      id: open.id,
    });
  });

  it('draws unseen and flagged questions, reading the open session before discarding it', async () => {
    const { agent } = await h.learner();
    const unseenAtFirst = (await startSet(agent, { count: 10, source: 'unseen', domains: ['Consumer'] })).body
      .data;
    expect(unseenAtFirst.totalQuestions).toBe(1);
    const unseen = (await startSet(agent, { count: 10, source: 'unseen' })).body.data;
    expect(await texts(agent, unseen)).toEqual([
      'Which setting makes producer retries safe from duplicates?',
      'What stores the committed offsets of consumer groups?',
    ]);
    await agent.put(`/test-taking/${unseen.id}/questions/${unseen.questionStates[1].questionId}/flag`, {
      flagged: true,
    });
    const flagged = (await startSet(agent, { count: 10, source: 'flagged' })).body.data;
    expect(await texts(agent, flagged)).toEqual(['What stores the committed offsets of consumer groups?']);
    expect((await agent.get(`/test-taking/${unseen.id}/question/1`)).status).toBe(404);
  });

  it('pauses and resumes a set like any attempt', async () => {
    const { agent } = await h.learner();
    const set = (await startSet(agent, { count: 2, source: 'all' })).body.data;
    expect((await agent.post(`/test-taking/${set.id}/pause`, { remainingTime: 1 })).body.data.status).toBe(
      'PAUSED',
    );
    const resumed = (await agent.post(`/test-taking/${set.id}/resume`)).body.data;
    expect(resumed).toMatchObject({ id: set.id, status: 'IN PROGRESS', mode: 'practice', totalQuestions: 2 });
    expect(resumed.questionStates).toEqual(set.questionStates);
  });

  it('refuses bad input, a test without access and anonymous callers', async () => {
    const { agent } = await h.learner();
    expect((await startSet(agent, { count: 0, source: 'all' })).status).toBe(400);
    expect((await startSet(agent, { count: 5, source: 'easy' })).status).toBe(400);
    expect((await startSet(agent, { count: 5, source: 'all', domains: ['Zookeeper'] })).status).toBe(400);
    const premium = await agent.post('/test-taking/practice-set', {
      testId: h.testId('fixture-premium'),
      count: 5,
      source: 'all',
    });
    expect(premium.status).toBe(403);
    expect((await startSet(agent, { testId: 99999, count: 5, source: 'all' })).status).toBe(404);
    const anonymous = await h.agent();
    expect(
      (await anonymous.post('/test-taking/practice-set', { testId: free(), count: 5, source: 'all' })).status,
    ).toBe(401);
  });
});
