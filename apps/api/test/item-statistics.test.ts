// The item-statistics report's data over real attempts: submitted exams only (practice, unsubmitted and
// another test's attempts left out), scored as the exam scored them, with the learners' reports (reason and comment).
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/types';
import { loadItemData } from '../src/db/queries/item-responses';
import { itemStatistics } from '../src/services/item-statistics';
import { availableBackends } from './support/backends';
import { useHarness } from './support/harness';

const backends = await availableBackends();

type Agent = Awaited<ReturnType<ReturnType<typeof useHarness>['learner']>>['agent'];
type Pick = 'right' | 'wrong' | 'blank';
type QuestionPayload = {
  questionId: number;
  correctAnswersNumber: number;
  choices: { choiceId: number }[];
};

describe.each(backends)('item statistics on $name', (backend) => {
  const h = useHarness(backend);
  const free = () => h.testId('fixture-free');

  /** One attempt at the free fixture (fixed order: the right choices come first); returns its id and questions. */
  async function attempt(
    agent: Agent,
    picks: Pick[],
    options: { mode?: Schemas['AttemptMode']; submit?: boolean } = {},
  ) {
    const session = (await agent.post('/test-taking/start', { testId: free(), mode: options.mode ?? 'exam' }))
      .body.data;
    const questionIds: number[] = [];
    for (const [i, pick] of picks.entries()) {
      const question = (await agent.get(`/test-taking/${session.id}/question/${i + 1}`)).body
        .data as QuestionPayload;
      questionIds.push(question.questionId);
      if (pick === 'blank') continue;
      const ids =
        pick === 'right'
          ? question.choices.slice(0, question.correctAnswersNumber).map((c) => c.choiceId)
          : [question.choices.at(-1)!.choiceId];
      const saved = await agent.post(`/test-taking/${session.id}/answer`, {
        questionId: question.questionId,
        selectedChoiceIds: ids,
        remainingTime: 500,
      });
      expect(saved.status).toBe(200);
    }
    if (options.submit !== false)
      expect((await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 400 })).status).toBe(
        200,
      );
    return { attemptId: session.id as number, questionIds };
  }

  it('reports share correct, item-rest discrimination and reports from submitted exams only', async () => {
    const { agent } = await h.learner();
    const { agent: other } = await h.learner();
    const first = await attempt(agent, ['right', 'right', 'wrong']);
    await attempt(agent, ['right', 'wrong', 'blank']);
    await attempt(other, ['wrong', 'right', 'right']);
    await attempt(other, ['wrong', 'wrong', 'right']);
    // Left out: practice, and an exam still in progress.
    await attempt(agent, ['wrong', 'wrong', 'wrong'], { mode: 'practice' });
    await attempt(other, ['wrong', 'wrong', 'wrong'], { submit: false });
    const [q1, q2, q3] = first.questionIds as [number, number, number];
    const reported = await agent.put(`/tests/history/${first.attemptId}/questions/${q2}/report`, {
      reason: 'unclear',
      comment: 'Which Kafka version?',
    });
    expect(reported.status).toBe(200);

    const data = await loadItemData(h.database.db);
    const mine = data.responses.filter((r) => [q1, q2, q3].includes(r.questionId));
    expect(mine).toHaveLength(12);
    const stats = itemStatistics(mine, data.reportsByQuestion);
    const of = (id: number) => stats.find((s) => s.questionId === id)!;
    expect(of(q1)).toMatchObject({ answers: 4, shareCorrect: 0.5, reports: 0, flags: [] });
    expect(of(q1).discrimination).toBeCloseTo(-Math.SQRT1_2, 10);
    expect(of(q2)).toMatchObject({ answers: 4, shareCorrect: 0.5, discrimination: null, reports: 1 });
    expect(of(q2).flags).toEqual(['reported']);
    // What the learner said, for the author to read (the report prints it under the question).
    expect(data.learnerReports.get(q2)).toEqual([
      { reason: 'unclear', comment: 'Which Kafka version?', lang: 'en', updatedAt: expect.any(String) },
    ]);
    expect(data.learnerReports.has(q1)).toBe(false);
    expect(of(q3).shareCorrect).toBe(0.5);
    expect(data.questions.get(q1)).toMatchObject({ testSlug: 'fixture-free', version: 1, active: true });
  });
});
