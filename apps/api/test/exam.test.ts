import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE, SECOND } from '../src/services/clock';
import { sessions as sessionsTable, tests as testsTable } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { availableBackends } from './support/backends';
import { useHarness } from './support/harness';

const backends = await availableBackends();

/** Every key anywhere in a payload. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

describe.each(backends)('tests and test taking on $name', (backend) => {
  const h = useHarness(backend);
  const free = () => h.testId('fixture-free');
  const premium = () => h.testId('fixture-premium');

  async function started() {
    const learner = await h.learner();
    const session = (await learner.agent.post('/test-taking/start', { testId: free() })).body.data;
    return { ...learner, session };
  }

  /** Answers in order: the first choice of each single-answer question, both right ones of question 2. */
  async function answerAllRight(agent: Awaited<ReturnType<typeof started>>['agent'], sessionId: number) {
    for (let n = 1; n <= 3; n++) {
      const question = (await agent.get(`/test-taking/${sessionId}/question/${n}`)).body.data;
      const ids = question.choices
        .slice(0, question.correctAnswersNumber)
        .map((c: { choiceId: number }) => c.choiceId);
      const saved = await agent.post(`/test-taking/${sessionId}/answer`, {
        questionId: question.questionId,
        selectedChoiceIds: ids,
        remainingTime: 600,
      });
      expect(saved.status).toBe(200);
    }
  }

  describe('catalogue', () => {
    it('needs a session unless requireAuth=false, which answers anonymous figures', async () => {
      const anonymous = await h.agent();
      const refused = await anonymous.get('/tests');
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('Please log in to view tests');
      const open = await anonymous.get('/tests?requireAuth=false');
      expect(open.status).toBe(200);
      const premiumTest = open.body.data.find((t: { id: number }) => t.id === premium());
      expect(premiumTest).toMatchObject({ hasAccess: false, lastStatus: null, price: 19.99, isFree: false });
      expect((await anonymous.get(`/tests/${free()}?requireAuth=false`)).body.data.hasAccess).toBe(true);
      expect((await anonymous.get('/tests?requireAuth=maybe')).status).toBe(400);
    });

    it("shows the learner's attempts, best score, open session and topics", async () => {
      const { agent, session } = await started();
      let test = (await agent.get(`/tests/${free()}`)).body.data;
      expect(test).toMatchObject({
        totalQuestions: 3,
        topics: ['Producer', 'Consumer', 'Broker'],
        userAttempts: 0,
        bestScore: null,
        lastStatus: 'IN PROGRESS',
        hasAbandonedTest: true,
        remainingTime: 600,
        hasAccess: true,
        accessExpiryDate: null,
        daysRemaining: null,
      });
      await answerAllRight(agent, session.id);
      await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 500 });
      test = (await agent.get(`/tests/${free()}`)).body.data;
      expect(test).toMatchObject({
        userAttempts: 1,
        bestScore: 100,
        lastStatus: 'COMPLETED',
        hasAbandonedTest: false,
        remainingTime: null,
      });
      const fresh = await h.learner();
      expect((await fresh.agent.get(`/tests/${free()}`)).body.data.lastStatus).toBe('NOT STARTED');
    });

    it('answers 404 for an unknown or retired test and hides retired ones', async () => {
      const { agent } = await h.learner();
      expect((await agent.get('/tests/99999')).status).toBe(404);
      expect((await agent.get('/tests/abc')).status).toBe(400);
      const [retired] = await h.database.db
        .insert(testsTable)
        .values({
          slug: `retired-${Date.now()}`,
          title: 'Old',
          description: 'Old',
          timeLimit: 60,
          isFree: true,
          priceCents: 0,
          currency: 'USD',
          contentHash: 'x',
          isActive: false,
        })
        .returning();
      expect((await agent.get(`/tests/${retired?.id}`)).status).toBe(404);
      expect((await agent.get('/tests')).body.data.some((t: { id: number }) => t.id === retired?.id)).toBe(
        false,
      );
      await h.database.db.delete(testsTable).where(eq(testsTable.id, retired?.id ?? 0));
    });
  });

  describe('starting', () => {
    it('starts the clock and carries no correct flag or explanation', async () => {
      const { session } = await started();
      expect(session).toMatchObject({
        testId: free(),
        status: 'IN PROGRESS',
        remainingTime: 600,
        timeLimit: 600,
        totalQuestions: 3,
      });
      expect(new Date(session.deadline).getTime()).toBe(h.clock.now().getTime() + 600 * SECOND);
      expect(session.questionStates).toHaveLength(3);
      expect(session.firstQuestion.orderId).toBe(1);
      const keys = keysOf(session);
      expect(keys.has('correct')).toBe(false);
      expect(keys.has('explanation')).toBe(false);
    });

    it('refuses a paid test without access, an unknown test and a bad body', async () => {
      const { agent } = await h.learner();
      const refused = await agent.post('/test-taking/start', { testId: premium() });
      expect(refused.status).toBe(403);
      expect((await agent.post('/test-taking/start', { testId: 99999 })).status).toBe(404);
      const bad = await agent.post('/test-taking/start', { testId: 'one' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('body/testId');
      expect((await (await h.agent()).post('/test-taking/start', { testId: free() })).status).toBe(401);
    });

    it('discards an open session when the same test is started again', async () => {
      const { agent, session } = await started();
      const again = (await agent.post('/test-taking/start', { testId: free() })).body.data;
      expect(again.id).not.toBe(session.id);
      expect((await agent.get(`/test-taking/${session.id}/question/1`)).status).toBe(404);
      expect((await agent.get(`/test-taking/abandoned?testId=${free()}`)).body.data).toEqual({
        id: again.id,
        status: 'IN PROGRESS',
      });
    });
  });

  describe('questions and answers', () => {
    it('serves each question without correct flags, and keeps selections and flags', async () => {
      const { agent, session } = await started();
      const second = (await agent.get(`/test-taking/${session.id}/question/2`)).body.data;
      expect(second).toMatchObject({
        orderId: 2,
        category: 'CONSUMER',
        categoryName: 'Consumer',
        correctAnswersNumber: 2,
        flagged: false,
        selectedChoiceIds: [],
      });
      expect(second.choices.map((c: { choiceOrder: number }) => c.choiceOrder)).toEqual([1, 2, 3, 4]);
      expect(keysOf(second).has('correct')).toBe(false);

      const ids = [second.choices[0].choiceId, second.choices[2].choiceId];
      const saved = await agent.post(`/test-taking/${session.id}/answer`, {
        questionId: second.questionId,
        selectedChoiceIds: ids,
        remainingTime: 590,
      });
      expect(saved.body.data).toEqual({
        questionId: second.questionId,
        selectedChoiceIds: ids,
        remainingTime: 590,
      });
      const flagged = await agent.put(`/test-taking/${session.id}/questions/${second.questionId}/flag`, {
        flagged: true,
      });
      expect(flagged.body.data).toEqual({ questionId: second.questionId, flagged: true });
      const again = (await agent.get(`/test-taking/${session.id}/question/2`)).body.data;
      expect(again).toMatchObject({ selectedChoiceIds: ids, flagged: true });
      const cleared = await agent.post(`/test-taking/${session.id}/answer`, {
        questionId: second.questionId,
        selectedChoiceIds: [],
        remainingTime: 590,
      });
      expect(cleared.body.data.selectedChoiceIds).toEqual([]);
    });

    it('checks the session inside the answer statement: it touches it; none, or an idle one, is a 401', async () => {
      const { agent, session, id } = await started();
      const first = (await agent.get(`/test-taking/${session.id}/question/1`)).body.data;
      const body = {
        questionId: first.questionId,
        selectedChoiceIds: [first.choices[0].choiceId],
        remainingTime: 600,
      };
      const lastSeen = async () =>
        (await h.database.db.select().from(sessionsTable).where(eq(sessionsTable.userId, id))).map((s) =>
          s.lastSeenAt.getTime(),
        );
      h.clock.advance(2 * MINUTE);
      expect((await agent.post(`/test-taking/${session.id}/answer`, body)).status).toBe(200);
      expect(await lastSeen()).toEqual([h.clock.now().getTime()]);

      const stranger = await h.agent();
      expect((await stranger.post(`/test-taking/${session.id}/answer`, body)).status).toBe(401);

      h.clock.advance(2 * HOUR);
      expect((await agent.post(`/test-taking/${session.id}/answer`, body)).status).toBe(401);
      expect(await lastSeen()).toEqual([]);
    });

    it('refuses foreign choices, too many choices, unknown questions and numbers', async () => {
      const { agent, session } = await started();
      const first = session.firstQuestion;
      const second = (await agent.get(`/test-taking/${session.id}/question/2`)).body.data;
      const post = (body: object) =>
        agent.post(`/test-taking/${session.id}/answer`, { remainingTime: 600, ...body });
      expect(
        (await post({ questionId: first.questionId, selectedChoiceIds: [second.choices[0].choiceId] }))
          .status,
      ).toBe(400);
      const tooMany = first.choices.slice(0, 2).map((c: { choiceId: number }) => c.choiceId);
      expect((await post({ questionId: first.questionId, selectedChoiceIds: tooMany })).status).toBe(400);
      expect((await post({ questionId: 99999, selectedChoiceIds: [] })).status).toBe(404);
      expect((await post({ questionId: first.questionId, selectedChoiceIds: [1, 1] })).status).toBe(400);
      expect((await agent.get(`/test-taking/${session.id}/question/4`)).status).toBe(404);
      expect((await agent.get(`/test-taking/${session.id}/question/0`)).status).toBe(400);
      expect(
        (await agent.put(`/test-taking/${session.id}/questions/99999/flag`, { flagged: true })).status,
      ).toBe(404);
    });

    it("answers 404 for another user's session, whatever the call", async () => {
      const { session } = await started();
      const other = await h.learner();
      const id = session.id;
      const calls = [
        other.agent.get(`/test-taking/${id}/question/1`),
        other.agent.post(`/test-taking/${id}/answer`, {
          questionId: session.firstQuestion.questionId,
          selectedChoiceIds: [],
          remainingTime: 1,
        }),
        other.agent.put(`/test-taking/${id}/questions/${session.firstQuestion.questionId}/flag`, {
          flagged: true,
        }),
        other.agent.post(`/test-taking/${id}/pause`, { remainingTime: 1 }),
        other.agent.post(`/test-taking/${id}/resume`),
        other.agent.post(`/test-taking/${id}/submit`, { remainingTime: 1 }),
        other.agent.get(`/tests/history/${id}`),
      ];
      for (const reply of await Promise.all(calls)) expect(reply.status).toBe(404);
    });
  });

  describe('the clock', () => {
    it('pauses with the shorter of the two times, never the longer, and resumes with it', async () => {
      const { agent, session } = await started();
      h.clock.advance(100 * SECOND);
      const greedy = await agent.post(`/test-taking/${session.id}/pause`, { remainingTime: 99_999 });
      expect(greedy.body).toMatchObject({
        success: true,
        message: 'Test paused successfully',
        data: { status: 'PAUSED', remainingTime: 500 },
      });
      h.clock.advance(30 * MINUTE);
      const resumed = (await agent.post(`/test-taking/${session.id}/resume`)).body.data;
      expect(resumed).toMatchObject({ status: 'IN PROGRESS', remainingTime: 500 });
      expect(new Date(resumed.deadline).getTime()).toBe(h.clock.now().getTime() + 500 * SECOND);

      const honest = await agent.post(`/test-taking/${session.id}/pause`, { remainingTime: 450 });
      expect(honest.body.data.remainingTime).toBe(450);
      const twice = await agent.post(`/test-taking/${session.id}/pause`, { remainingTime: 10 });
      expect(twice.body.data).toEqual({ status: 'PAUSED', remainingTime: 450 });
      const paused = (await agent.get(`/test-taking/abandoned?testId=${free()}`)).body.data;
      expect(paused).toEqual({ id: session.id, status: 'PAUSED' });
      expect((await agent.post(`/test-taking/${session.id}/resume`)).body.data.remainingTime).toBe(450);
    });

    it('refuses answers while paused and shows a null deadline', async () => {
      const { agent, session } = await started();
      await agent.post(`/test-taking/${session.id}/pause`, { remainingTime: 600 });
      const answer = await agent.post(`/test-taking/${session.id}/answer`, {
        questionId: session.firstQuestion.questionId,
        selectedChoiceIds: [],
        remainingTime: 600,
      });
      expect(answer.status).toBe(409);
      const resumed = await agent.post(`/test-taking/${session.id}/resume`);
      expect(resumed.body.data.deadline).not.toBeNull();
    });

    it('lets a client answer shorten the time left', async () => {
      const { agent, session } = await started();
      const q = session.firstQuestion;
      const reply = await agent.post(`/test-taking/${session.id}/answer`, {
        questionId: q.questionId,
        selectedChoiceIds: [],
        remainingTime: 120,
      });
      expect(reply.body.data.remainingTime).toBe(120);
      const longer = await agent.post(`/test-taking/${session.id}/answer`, {
        questionId: q.questionId,
        selectedChoiceIds: [],
        remainingTime: 600,
      });
      expect(longer.body.data.remainingTime).toBe(120);
    });

    it('refuses answers after the deadline and submits the attempt on the next request', async () => {
      const { agent, session } = await started();
      const q = session.firstQuestion;
      await agent.post(`/test-taking/${session.id}/answer`, {
        questionId: q.questionId,
        selectedChoiceIds: [q.choices[0].choiceId],
        remainingTime: 600,
      });
      h.clock.advance(601 * SECOND);
      const late = await agent.post(`/test-taking/${session.id}/answer`, {
        questionId: q.questionId,
        selectedChoiceIds: [q.choices[1].choiceId],
        remainingTime: 0,
      });
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/Time is up/);
      const result = (await agent.get(`/tests/history/${session.id}`)).body.data;
      expect(result).toMatchObject({
        correctAnswersCount: 1,
        totalQuestions: 3,
        score: 33,
        timeUsed: 600,
        passed: false,
      });
      expect(result.endTime).toBe(new Date(new Date(session.deadline).getTime()).toISOString());
      expect((await agent.post(`/test-taking/${session.id}/pause`, { remainingTime: 0 })).status).toBe(409);
      expect((await agent.post(`/test-taking/${session.id}/resume`)).status).toBe(409);
      expect(
        (await agent.put(`/test-taking/${session.id}/questions/${q.questionId}/flag`, { flagged: true }))
          .status,
      ).toBe(409);
      expect((await agent.get(`/test-taking/abandoned?testId=${free()}`)).body.data).toBeNull();
    });

    it('settles an expired attempt when the catalogue is read', async () => {
      const { agent, session } = await started();
      h.clock.advance(11 * MINUTE);
      const test = (await agent.get(`/tests/${free()}`)).body.data;
      expect(test).toMatchObject({ userAttempts: 1, lastStatus: 'COMPLETED', hasAbandonedTest: false });
      expect((await agent.get(`/tests/${free()}/history`)).body.data[0].testHistoryId).toBe(session.id);
    });
  });

  describe('submitting and reviewing', () => {
    it('scores all-or-nothing per question and reveals answers only after submission', async () => {
      const { agent, session } = await started();
      expect((await agent.get(`/tests/history/${session.id}`)).status).toBe(404);
      await answerAllRight(agent, session.id);
      const second = (await agent.get(`/test-taking/${session.id}/question/2`)).body.data;
      await agent.post(`/test-taking/${session.id}/answer`, {
        questionId: second.questionId,
        selectedChoiceIds: [second.choices[0].choiceId],
        remainingTime: 600,
      });
      h.clock.advance(42 * SECOND);
      const submitted = await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 600 });
      expect(submitted.status).toBe(200);
      const result = submitted.body.data;
      expect(result).toMatchObject({
        historyId: session.id,
        testTitle: 'Fixture free test',
        correctAnswersCount: 2,
        score: 67,
        passingScore: 70,
        passed: false,
        timeUsed: 42,
        timeLimit: 600,
      });
      const reviewed = result.questions[1];
      expect(reviewed).toMatchObject({
        orderId: 2,
        correct: false,
        ignored: false,
        categoryName: 'Consumer',
      });
      expect(reviewed.explanation).toMatch(/auto.commit/);
      expect(reviewed.answers.filter((a: { correct: boolean }) => a.correct)).toHaveLength(2);
      expect(reviewed.answers.filter((a: { clientChose: boolean }) => a.clientChose)).toHaveLength(1);

      const again = await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 0 });
      expect(again.body.data).toEqual(result);
      expect((await agent.get(`/tests/history/${session.id}`)).body.data).toEqual(result);
    });

    it('passes at the passing score and lists history newest first', async () => {
      const { agent, session } = await started();
      await answerAllRight(agent, session.id);
      const first = (await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 600 })).body.data;
      expect(first).toMatchObject({ score: 100, passed: true });
      const retake = (await agent.post('/test-taking/start', { testId: free() })).body.data;
      h.clock.advance(MINUTE);
      await agent.post(`/test-taking/${retake.id}/submit`, { remainingTime: 600 });
      const history = (await agent.get(`/tests/${free()}/history`)).body.data;
      expect(history.map((e: { testHistoryId: number }) => e.testHistoryId)).toEqual([retake.id, session.id]);
      expect(history[1]).toMatchObject({
        score: 100,
        passed: true,
        correctAnswersCount: 3,
        totalQuestions: 3,
      });
      expect(history[0]).toMatchObject({ score: 0, passed: false, timeUsed: 60 });
      expect((await agent.get('/tests/99999/history')).status).toBe(404);
      expect((await (await h.learner()).agent.get(`/tests/${free()}/history`)).body.data).toEqual([]);
    });

    it("answers 404 with the contract's message for another user's history", async () => {
      const { agent, session } = await started();
      await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 600 });
      const other = await h.learner();
      const reply = await other.agent.get(`/tests/history/${session.id}`);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe(`Test history not found with id: ${session.id}`);
      expect((await other.agent.get('/tests/history/99999')).status).toBe(404);
    });
  });

  describe('abandoned lookup and stats', () => {
    it('finds the open session or null, and needs a testId', async () => {
      const { agent } = await h.learner();
      expect((await agent.get(`/test-taking/abandoned?testId=${free()}`)).body).toEqual({
        success: true,
        data: null,
      });
      expect((await agent.get('/test-taking/abandoned')).status).toBe(400);
      expect((await (await h.agent()).get(`/test-taking/abandoned?testId=${free()}`)).status).toBe(401);
    });

    it("computes the dashboard figures from the learner's attempts", async () => {
      const { agent, session } = await started();
      expect((await agent.get('/users/me/stats')).body).toEqual({
        testsCompleted: 0,
        testsInProgress: 1,
        timeSpentSeconds: 0,
        averageScore: null,
      });
      await answerAllRight(agent, session.id);
      h.clock.advance(100 * SECOND);
      await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 600 });
      const second = (await agent.post('/test-taking/start', { testId: free() })).body.data;
      h.clock.advance(50 * SECOND);
      await agent.post(`/test-taking/${second.id}/submit`, { remainingTime: 600 });
      await agent.post('/test-taking/start', { testId: free() });
      h.clock.advance(10 * SECOND);
      expect((await agent.get('/users/me/stats')).body).toEqual({
        testsCompleted: 2,
        testsInProgress: 1,
        timeSpentSeconds: 160,
        averageScore: 50,
      });
    });
  });
});
