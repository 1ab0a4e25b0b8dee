// Practice mode: untimed attempts whose questions can be checked one by one, each check locking its question.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attemptQuestions, choices } from '../src/db/schema';
import { PRACTICE_WINDOW_SECONDS } from '../src/services/attempts';
import { HOUR } from '../src/services/clock';
import { availableBackends } from './support/backends';
import { useHarness } from './support/harness';

const backends = await availableBackends();

type Choice = { choiceId: number };

describe.each(backends)('practice mode on $name', (backend) => {
  const h = useHarness(backend);
  const free = () => h.testId('fixture-free');

  async function startedIn(mode: 'exam' | 'practice') {
    const learner = await h.learner();
    const reply = await learner.agent.post('/test-taking/start', { testId: free(), mode });
    expect(reply.status).toBe(200);
    return { ...learner, session: reply.body.data };
  }

  const checkPath = (sessionId: number, questionId: number) =>
    `/test-taking/${sessionId}/questions/${questionId}/check`;

  it('starts untimed, reveals nothing before a check, then reveals and locks the checked question', async () => {
    const { agent, session } = await startedIn('practice');
    expect(session).toMatchObject({ mode: 'practice', timeLimit: PRACTICE_WINDOW_SECONDS });
    expect(session.questionStates.every((s: { checked: boolean }) => s.checked === false)).toBe(true);
    expect(session.firstQuestion.check).toBeUndefined();
    const [right, wrong] = session.firstQuestion.choices as Choice[];
    const questionId = session.firstQuestion.questionId as number;

    const checked = await agent.post(`${checkPath(session.id, questionId)}?lang=fr`, {
      selectedChoiceIds: [wrong!.choiceId],
    });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toEqual({
      questionId,
      type: 'single',
      correct: false,
      selectedChoiceIds: [wrong!.choiceId],
      correctChoiceIds: [right!.choiceId],
      parts: [],
      explanation: 'L’idempotence numérote les batchs\u00a0: le broker écarte les doublons renvoyés.',
      references: [],
    });

    const again = (await agent.get(`/test-taking/${session.id}/question/1`)).body.data;
    expect(again.check).toMatchObject({ correct: false, correctChoiceIds: [right!.choiceId] });
    expect(again.selectedChoiceIds).toEqual([wrong!.choiceId]);
    const resumed = (await agent.post(`/test-taking/${session.id}/resume`)).body.data;
    expect(resumed.questionStates[0]).toMatchObject({ checked: true, answered: true });
    expect(resumed.questionStates[1]).toMatchObject({ checked: false });
    expect(resumed.firstQuestion.check.questionId).toBe(questionId);

    const changed = await agent.post(`/test-taking/${session.id}/answer`, {
      questionId,
      selectedChoiceIds: [right!.choiceId],
      remainingTime: PRACTICE_WINDOW_SECONDS,
    });
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('QUESTION_LOCKED');
    const cleared = await agent.post(`/test-taking/${session.id}/answer`, {
      questionId,
      selectedChoiceIds: [],
      remainingTime: PRACTICE_WINDOW_SECONDS,
    });
    expect(cleared.body.code).toBe('QUESTION_LOCKED');
    const same = await agent.post(`/test-taking/${session.id}/answer`, {
      questionId,
      selectedChoiceIds: [wrong!.choiceId],
      remainingTime: PRACTICE_WINDOW_SECONDS,
    });
    expect(same.status).toBe(200);
    const recheck = await agent.post(checkPath(session.id, questionId), {
      selectedChoiceIds: [right!.choiceId],
    });
    expect(recheck.status).toBe(409);
    expect(recheck.body.code).toBe('QUESTION_LOCKED');

    const [stored] = await h.database.db
      .select()
      .from(attemptQuestions)
      .where(and(eq(attemptQuestions.attemptId, session.id), eq(attemptQuestions.questionId, questionId)));
    expect(stored?.selectedChoiceIds).toEqual([wrong!.choiceId]);

    // Another question is still free to change, and checking it right says so.
    const second = (await agent.get(`/test-taking/${session.id}/question/2`)).body.data;
    const rightPair = (second.choices as Choice[]).slice(0, 2).map((c) => c.choiceId);
    const good = await agent.post(checkPath(session.id, second.questionId), { selectedChoiceIds: rightPair });
    expect(good.body.data).toMatchObject({ correct: true, selectedChoiceIds: rightPair });
  });

  it('gives each checked question its verdict in the session, and no verdict to the others', async () => {
    const { agent, session } = await startedIn('practice');
    const first = session.firstQuestion;
    const wrongId = (first.choices as Choice[])[1]!.choiceId;
    const wrong = await agent.post(checkPath(session.id, first.questionId), { selectedChoiceIds: [wrongId] });
    expect(wrong.body.data.correct).toBe(false);
    const next = (await agent.get(`/test-taking/${session.id}/question/2`)).body.data;
    const rightIds = (
      await h.database.db
        .select({ id: choices.id })
        .from(choices)
        .where(and(eq(choices.questionId, next.questionId), eq(choices.correct, true)))
    ).map((c) => c.id);
    const right = await agent.post(checkPath(session.id, next.questionId), { selectedChoiceIds: rightIds });
    expect(right.body.data.correct).toBe(true);

    const resumed = (await agent.post(`/test-taking/${session.id}/resume`)).body.data;
    expect(resumed.questionStates[0]).toEqual(expect.objectContaining({ checked: true, correct: false }));
    expect(resumed.questionStates[1]).toEqual(expect.objectContaining({ checked: true, correct: true }));
    for (const state of resumed.questionStates.slice(2)) expect(state).not.toHaveProperty('correct');

    const exam = await startedIn('exam');
    expect(exam.session.questionStates.every((s: object) => !('correct' in s))).toBe(true);
  });

  it('refuses checks on exam attempts, paused or submitted ones, foreign questions and bad selections', async () => {
    const exam = await startedIn('exam');
    expect(exam.session.mode).toBe('exam');
    const examQuestion = exam.session.firstQuestion;
    const refused = await exam.agent.post(checkPath(exam.session.id, examQuestion.questionId), {
      selectedChoiceIds: [examQuestion.choices[0].choiceId],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ATTEMPT_NOT_PRACTICE');
    const stillHidden = (await exam.agent.get(`/test-taking/${exam.session.id}/question/1`)).body.data;
    expect(stillHidden.check).toBeUndefined();
    expect(stillHidden.selectedChoiceIds).toEqual([]);

    const { agent, session } = await startedIn('practice');
    const question = session.firstQuestion;
    const other = await h.learner();
    expect(
      (await other.agent.post(checkPath(session.id, question.questionId), { selectedChoiceIds: [] })).status,
    ).toBe(404);
    expect(
      (await agent.post(checkPath(session.id, examQuestion.questionId + 999), { selectedChoiceIds: [] }))
        .status,
    ).toBe(404);
    const foreignChoice = await agent.post(checkPath(session.id, question.questionId), {
      selectedChoiceIds: [question.choices[0].choiceId + 999],
    });
    expect(foreignChoice.status).toBe(400);
    const tooMany = await agent.post(checkPath(session.id, question.questionId), {
      selectedChoiceIds: question.choices.slice(0, 2).map((c: Choice) => c.choiceId),
    });
    expect(tooMany.status).toBe(400);

    await agent.post(`/test-taking/${session.id}/pause`, { remainingTime: PRACTICE_WINDOW_SECONDS });
    const paused = await agent.post(checkPath(session.id, question.questionId), { selectedChoiceIds: [] });
    expect(paused.status).toBe(409);
    expect(paused.body.code).toBe('ATTEMPT_PAUSED');
    await agent.post(`/test-taking/${session.id}/resume`);
    await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: PRACTICE_WINDOW_SECONDS });
    const submitted = await agent.post(checkPath(session.id, question.questionId), { selectedChoiceIds: [] });
    expect(submitted.status).toBe(409);
    expect(submitted.body.code).toBe('ATTEMPT_SUBMITTED');
  });

  it('keeps running past the test time limit, where an exam would have ended', async () => {
    const practice = await startedIn('practice');
    const exam = await startedIn('exam');
    h.clock.advance(HOUR / 2);
    const examReply = await exam.agent.post(`/test-taking/${exam.session.id}/resume`);
    expect(examReply.body.code).toBe('ATTEMPT_TIME_UP');
    const running = await practice.agent.post(`/test-taking/${practice.session.id}/resume`);
    expect(running.status).toBe(200);
    expect(running.body.data.status).toBe('IN PROGRESS');
    const question = running.body.data.firstQuestion;
    const check = await practice.agent.post(checkPath(practice.session.id, question.questionId), {
      selectedChoiceIds: [question.choices[0].choiceId],
    });
    expect(check.body.data.correct).toBe(true);
  });

  it('labels results and history as practice, and keeps practice out of the best exam score', async () => {
    const { agent, session } = await startedIn('practice');
    for (let n = 1; n <= 3; n++) {
      const question = (await agent.get(`/test-taking/${session.id}/question/${n}`)).body.data;
      const ids = (question.choices as Choice[])
        .slice(0, question.correctAnswersNumber)
        .map((c) => c.choiceId);
      await agent.post(checkPath(session.id, question.questionId), { selectedChoiceIds: ids });
    }
    const result = (await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 0 })).body.data;
    expect(result).toMatchObject({ mode: 'practice', score: 100, passed: true });
    expect((await agent.get(`/tests/history/${session.id}`)).body.data.mode).toBe('practice');
    expect((await agent.get(`/tests/${free()}/history`)).body.data[0]).toMatchObject({
      mode: 'practice',
      score: 100,
    });
    const afterPractice = (await agent.get(`/tests/${free()}`)).body.data;
    expect(afterPractice).toMatchObject({ bestScore: null, lastMode: 'practice', userAttempts: 1 });

    const exam = (await agent.post('/test-taking/start', { testId: free() })).body.data;
    expect(exam.mode).toBe('exam');
    expect((await agent.get(`/tests/${free()}`)).body.data.lastMode).toBe('exam');
    const examResult = (await agent.post(`/test-taking/${exam.id}/submit`, { remainingTime: 0 })).body.data;
    expect(examResult).toMatchObject({ mode: 'exam', score: 0 });
    expect((await agent.get(`/tests/${free()}`)).body.data).toMatchObject({ bestScore: 0, userAttempts: 2 });
    const anonymous = await h.agent();
    expect((await anonymous.get(`/tests/${free()}?requireAuth=false`)).body.data.lastMode).toBeNull();
  });

  it('lets a checked practice question be reported before submission, and no other open question', async () => {
    const { agent, session } = await startedIn('practice');
    const question = session.firstQuestion;
    const reportPath = (questionId: number) => `/tests/history/${session.id}/questions/${questionId}/report`;
    const early = await agent.put(reportPath(question.questionId), { reason: 'unclear' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('ATTEMPT_NOT_SUBMITTED');
    await agent.post(checkPath(session.id, question.questionId), { selectedChoiceIds: [] });
    const reported = await agent.put(reportPath(question.questionId), { reason: 'typo', comment: 'acks' });
    expect(reported.status).toBe(200);
    expect(reported.body.data).toMatchObject({ reason: 'typo', comment: 'acks' });
    const result = (await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 0 })).body.data;
    expect(result.questions[0].report).toMatchObject({ reason: 'typo' });
  });
});
