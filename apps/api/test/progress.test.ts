// The progress page's figures and readiness over HTTP: what counts as an answer, the domain windows, the
// readiness range, the study streak, which tests appear, and that each learner sees only their own.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/types';
import { attempts, tests } from '../src/db/schema';
import { seedTests } from '../src/db/seed/seed';
import { availableBackends } from './support/backends';
import { shuffledFixture } from './support/fixtures';
import { useHarness } from './support/harness';

const backends = await availableBackends();

type Agent = Awaited<ReturnType<ReturnType<typeof useHarness>['learner']>>['agent'];
type Pick = 'right' | 'wrong' | 'blank';

describe.each(backends)('progress and readiness on $name', (backend) => {
  const h = useHarness(backend);
  const free = () => h.testId('fixture-free');

  /** One submitted attempt at the free fixture; `picks` per question in seed order (fixed order). */
  async function attempt(
    agent: Agent,
    picks: [Pick, Pick, Pick],
    mode: Schemas['AttemptMode'] = 'exam',
  ): Promise<number> {
    const session = (await agent.post('/test-taking/start', { testId: free(), mode })).body.data;
    for (const [i, pick] of picks.entries()) {
      if (pick === 'blank') continue;
      const question = (await agent.get(`/test-taking/${session.id}/question/${i + 1}`)).body.data;
      // The right choices come first in the fixture; the last choice is always wrong.
      const ids =
        pick === 'right'
          ? question.choices
              .slice(0, question.correctAnswersNumber)
              .map((c: { choiceId: number }) => c.choiceId)
          : [question.choices.at(-1).choiceId];
      const saved = await agent.post(`/test-taking/${session.id}/answer`, {
        questionId: question.questionId,
        selectedChoiceIds: ids,
        remainingTime: 500,
      });
      expect(saved.status).toBe(200);
    }
    expect((await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 400 })).status).toBe(200);
    return session.id as number;
  }

  const progressOf = async (agent: Agent, query = ''): Promise<Schemas['Progress']> => {
    const reply = await agent.get(`/users/me/progress${query}`);
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const freeEntry = (body: Schemas['Progress']) => body.tests.find((t) => t.testId === free());

  it('needs a session', async () => {
    const anonymous = await h.agent();
    expect((await anonymous.get('/users/me/progress')).status).toBe(401);
  });

  it('starts empty: the free test with its pool, no scores, not enough data, no streak; no paid test without access', async () => {
    const { agent } = await h.learner();
    const body = await progressOf(agent);
    expect(body.streak).toEqual({ currentDays: 0, longestDays: 0, studiedToday: false, lastStudyDay: null });
    expect(body.recentAnswersPerDomain).toBe(20);
    expect(body.tests.map((t: { testId: number }) => t.testId)).toEqual([free()]);
    expect(freeEntry(body)).toMatchObject({
      title: 'Fixture free test',
      passingScore: 70,
      poolSize: 3,
      questionsSeen: 0,
      scores: [],
      readiness: {
        status: 'not_enough_data',
        answersUsed: 0,
        minimumAnswers: 20,
        low: null,
        high: null,
        estimate: null,
        weakestDomains: [],
      },
    });
    expect(freeEntry(body)?.domains).toEqual([
      { domain: 'Producer', key: 'PRODUCER', poolSize: 1, seen: 0, answered: 0, correct: 0, accuracy: null },
      { domain: 'Consumer', key: 'CONSUMER', poolSize: 1, seen: 0, answered: 0, correct: 0, accuracy: null },
      { domain: 'Broker', key: 'BROKER', poolSize: 1, seen: 0, answered: 0, correct: 0, accuracy: null },
    ]);
    const french = await progressOf(agent, '?lang=fr');
    expect(freeEntry(french)?.title).toBe('Test gratuit de démonstration');
  });

  it('marks each score with the mode its attempt was taken in', async () => {
    const { agent } = await h.learner();
    const exam = await attempt(agent, ['right', 'right', 'right']);
    const practice = await attempt(agent, ['right', 'wrong', 'blank'], 'practice');
    const scores = freeEntry(await progressOf(agent))?.scores;
    expect(scores?.map((s) => [s.historyId, s.mode])).toEqual([
      [exam, 'exam'],
      [practice, 'practice'],
    ]);
  });

  it('counts answered questions of submitted attempts only: a blank is no answer, an open attempt none', async () => {
    const { agent } = await h.learner();
    const historyId = await attempt(agent, ['right', 'wrong', 'blank']);
    await agent.post('/test-taking/start', { testId: free() }); // open: not counted
    const entry = freeEntry(await progressOf(agent));
    expect(entry?.scores).toEqual([
      { historyId, mode: 'exam', score: 33, passed: false, endTime: expect.any(String) },
    ]);
    expect(entry?.questionsSeen).toBe(2);
    expect(entry?.domains.map((d: { accuracy: number | null }) => d.accuracy)).toEqual([100, 0, null]);
    expect(entry?.readiness).toMatchObject({ status: 'not_enough_data', answersUsed: 2, estimate: null });
    expect(entry?.readiness.weakestDomains.map((d: { domain: string }) => d.domain)).toEqual([
      'Consumer',
      'Producer',
    ]);
  });

  it('estimates a range from 20 answers on, over the latest 20 answers of each domain', async () => {
    const { agent } = await h.learner();
    for (let i = 0; i < 6; i++) await attempt(agent, ['right', 'right', 'right']);
    let entry = freeEntry(await progressOf(agent));
    expect(entry?.readiness).toMatchObject({ status: 'not_enough_data', answersUsed: 18 });
    await attempt(agent, ['right', 'wrong', 'blank']);
    entry = freeEntry(await progressOf(agent));
    // Producer 7/7, Consumer 6/7, Broker 6/6: 20 answers, 19 right; worked out in docs/readiness.md.
    expect(entry?.readiness).toMatchObject({
      status: 'estimated',
      answersUsed: 20,
      estimate: 95,
      low: 89,
      high: 100,
    });
    expect(entry?.readiness.weakestDomains[0]).toMatchObject({
      domain: 'Consumer',
      answered: 7,
      correct: 6,
      accuracy: 86,
    });
    expect(entry?.scores.map((s: { score: number }) => s.score)).toEqual([100, 100, 100, 100, 100, 100, 33]);

    // Twenty-one newer wrong Producer answers push every right one out of the Producer window.
    for (let i = 0; i < 21; i++) await attempt(agent, ['wrong', 'blank', 'blank']);
    entry = freeEntry(await progressOf(agent));
    expect(entry?.domains[0]).toMatchObject({
      domain: 'Producer',
      answered: 20,
      correct: 0,
      accuracy: 0,
      seen: 1,
    });
    expect(entry?.readiness.answersUsed).toBe(33);
    expect(entry?.scores).toHaveLength(20);
    expect(entry?.scores.at(-1)).toMatchObject({ score: 0, mode: 'exam' });
  });

  it('counts study streaks over UTC days from the attempts’ start and submit times', async () => {
    const { agent, id } = await h.learner();
    const first = await attempt(agent, ['right', 'right', 'right']);
    const second = await attempt(agent, ['right', 'right', 'right']);
    const now = h.clock.now();
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    await h.database.db
      .update(attempts)
      .set({ startedAt: daysAgo(3), endedAt: daysAgo(2) })
      .where(eq(attempts.id, first));
    await h.database.db
      .update(attempts)
      .set({ startedAt: daysAgo(1), endedAt: daysAgo(1) })
      .where(eq(attempts.id, second));
    let body = await progressOf(agent);
    expect(body.streak).toMatchObject({ currentDays: 3, longestDays: 3, studiedToday: false });
    expect(body.streak.lastStudyDay).toBe(daysAgo(1).toISOString().slice(0, 10));
    await agent.post('/test-taking/start', { testId: free() });
    body = await progressOf(agent);
    expect(body.streak).toMatchObject({ currentDays: 4, longestDays: 4, studiedToday: true });
    const others = await h.learner();
    expect((await progressOf(others.agent)).streak.currentDays).toBe(0);
    expect(id).toBeGreaterThan(0);
  });
  // Last in the file: it adds a test and retires it.
  it('keeps a retired test the learner attempted, hides one they did not, and a paid test without access', async () => {
    await seedTests(h.database.db, [shuffledFixture], () => undefined);
    const [row] = await h.database.db.select().from(tests).where(eq(tests.slug, shuffledFixture.slug));
    const retiredId = row?.id ?? 0;
    const attempted = await h.learner();
    const other = await h.learner();
    const session = (await attempted.agent.post('/test-taking/start', { testId: retiredId })).body.data;
    expect(
      (await attempted.agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 800 })).status,
    ).toBe(200);
    const ids = async (agent: Agent) => (await progressOf(agent)).tests.map((t) => t.testId);
    expect(await ids(other.agent)).toEqual([free(), retiredId]);

    await h.database.db.update(tests).set({ isActive: false }).where(eq(tests.id, retiredId));
    expect(await ids(attempted.agent)).toEqual([free(), retiredId]);
    expect(await ids(other.agent)).toEqual([free()]);
    const retired = (await progressOf(attempted.agent)).tests[1];
    expect(retired).toMatchObject({
      poolSize: 8,
      questionsSeen: 0,
      scores: [{ historyId: session.id, score: 0 }],
    });
    expect(await ids(attempted.agent)).not.toContain(h.testId('fixture-premium'));
  });
});
