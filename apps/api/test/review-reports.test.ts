// Reporting a problem with a question from the review, and the references served under explanations.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionReports, tests } from '../src/db/schema';
import { seedTests } from '../src/db/seed/seed';
import { LIMITS } from '../src/services/rate-limit';
import { availableBackends } from './support/backends';
import { shuffledFixture } from './support/fixtures';
import { useHarness } from './support/harness';

const backends = await availableBackends();

describe.each(backends)('question reports and references on $name', (backend) => {
  const h = useHarness(backend);
  let shuffledId = 0;
  beforeAll(async () => {
    await seedTests(h.database.db, [shuffledFixture], () => undefined);
    const [row] = await h.database.db.select().from(tests).where(eq(tests.slug, shuffledFixture.slug));
    shuffledId = row?.id ?? 0;
  });

  async function submitted(testId = h.testId('fixture-free')) {
    const learner = await h.learner();
    const session = (await learner.agent.post('/test-taking/start', { testId })).body.data;
    const result = (await learner.agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 100 }))
      .body.data;
    return { ...learner, session, result };
  }

  const reportPath = (attemptId: number, questionId: number) =>
    `/tests/history/${attemptId}/questions/${questionId}/report`;

  it('stores a report with its context, shows it in the review, and updates it when sent again', async () => {
    const { agent, id: userId, session, result } = await submitted();
    expect(result.questions.every((q: { report: unknown }) => q.report === null)).toBe(true);
    const questionId = result.questions[1].questionId as number;

    const first = await agent.put(`${reportPath(session.id, questionId)}?lang=fr`, {
      reason: 'unclear',
      comment: '  Which version?  ',
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ reason: 'unclear', comment: 'Which version?' });
    const [stored] = await h.database.db
      .select()
      .from(questionReports)
      .where(and(eq(questionReports.userId, userId), eq(questionReports.questionId, questionId)));
    expect(stored).toMatchObject({ attemptId: session.id, reason: 'unclear', lang: 'fr' });

    const again = await agent.put(reportPath(session.id, questionId), {
      reason: 'wrong_answer',
      comment: '',
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ reason: 'wrong_answer', comment: '' });

    const rows = await h.database.db
      .select()
      .from(questionReports)
      .where(and(eq(questionReports.userId, userId), eq(questionReports.questionId, questionId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attemptId: session.id, reason: 'wrong_answer', lang: 'en' });

    const review = (await agent.get(`/tests/history/${session.id}`)).body.data;
    expect(review.questions[1].report).toEqual(again.body.data);
    expect(review.questions[0].report).toBeNull();
  });

  it("refuses an open attempt, another learner's attempt, a foreign question and a bad body", async () => {
    const { agent, session, result } = await submitted();
    const questionId = result.questions[0].questionId as number;
    const other = await h.learner();
    expect((await other.agent.put(reportPath(session.id, questionId), { reason: 'typo' })).status).toBe(404);

    const open = (await other.agent.post('/test-taking/start', { testId: h.testId('fixture-free') })).body
      .data;
    const openReply = await other.agent.put(reportPath(open.id, open.firstQuestion.questionId), {
      reason: 'typo',
    });
    expect(openReply.status).toBe(409);
    expect(openReply.body.code).toBe('ATTEMPT_NOT_SUBMITTED');

    const [foreign] = (await submitted(shuffledId)).result.questions;
    expect((await agent.put(reportPath(session.id, foreign.questionId), { reason: 'typo' })).status).toBe(
      404,
    );
    expect((await agent.put(reportPath(session.id, questionId), { reason: 'boring' })).status).toBe(400);
    expect(
      (await agent.put(reportPath(session.id, questionId), { reason: 'other', comment: 'x'.repeat(2001) }))
        .status,
    ).toBe(400);
    const anonymous = await h.agent();
    expect((await anonymous.put(reportPath(session.id, questionId), { reason: 'typo' })).status).toBe(401);
  });

  it('limits how many reports a learner sends in a window', async () => {
    const { agent, session, result } = await submitted();
    const questionId = result.questions[0].questionId as number;
    for (let i = 0; i < LIMITS.reportsPerUser.max; i++) {
      const reply = await agent.put(reportPath(session.id, questionId), { reason: 'other', comment: `${i}` });
      expect(reply.status).toBe(200);
    }
    const refused = await agent.put(reportPath(session.id, questionId), { reason: 'other' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    h.clock.advance(LIMITS.reportsPerUser.windowMs);
    expect((await agent.put(reportPath(session.id, questionId), { reason: 'other' })).status).toBe(200);
  });

  it('serves references under the explanation, with French titles where they differ', async () => {
    const { agent, session, result } = await submitted(shuffledId);
    const first = (questions: { questionText: string; references: unknown }[], text: string) =>
      questions.find((q) => q.questionText === text)?.references;
    const seeded = shuffledFixture.questions[0]!.references!;
    expect(first(result.questions, 'Shuffled question 1')).toEqual(seeded);
    expect(first(result.questions, 'Shuffled question 2')).toEqual([]);
    const french = (await agent.get(`/tests/history/${session.id}?lang=fr`)).body.data;
    expect(first(french.questions, 'Question mélangée 1')).toEqual([
      { title: 'Réplication', url: seeded[0]!.url },
      seeded[1],
    ]);
  });

  it('keeps references in step when the seed changes them after attempts exist, keeping the questions', async () => {
    const { agent, session } = await submitted(shuffledId);
    const [before] = await h.database.db.select().from(tests).where(eq(tests.id, shuffledId));
    const added = { title: 'Log compaction', url: 'https://kafka.apache.org/documentation/#compaction' };
    const changed = {
      ...shuffledFixture,
      questions: shuffledFixture.questions.map((q, index) =>
        index === 1 ? { ...q, references: [added] } : q,
      ),
    };
    await seedTests(h.database.db, [changed], () => undefined);
    const [after] = await h.database.db.select().from(tests).where(eq(tests.id, shuffledId));
    expect(after?.contentHash).toBe(before?.contentHash);
    const review = (await agent.get(`/tests/history/${session.id}`)).body.data;
    const second = review.questions.find(
      (q: { questionText: string }) => q.questionText === 'Shuffled question 2',
    );
    expect(second.references).toEqual([added]);
    await seedTests(h.database.db, [shuffledFixture], () => undefined);
  });
});
