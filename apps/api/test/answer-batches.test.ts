// Answers saved in batches (PostgreSQL's path, src/db/queries/answer-batches.ts): the multi-row statement gives
// each answer the outcome the one-answer statement gives it, and answers sent together through the server get
// the responses they get alone. The statement runs on both databases; the server batches on PostgreSQL only.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { saveSelections } from '../src/db/queries/answer-batches';
import { saveSelection, type SelectionInput } from '../src/db/queries/attempts';
import { attemptQuestions, attempts, sessions } from '../src/db/schema';
import { MINUTE, SECOND } from '../src/services/clock';
import { digestToken, sessionCutoffs } from '../src/services/sessions';
import { availableBackends } from './support/backends';
import { Agent } from './support/agent';
import { checker, TEST_SCRYPT, useHarness } from './support/harness';

const backends = await availableBackends();

interface Choice {
  choiceId: number;
}

describe.each(backends)('answers saved in batches on $name', (backend) => {
  const h = useHarness(backend);
  const free = () => h.testId('fixture-free');

  async function started(mode: 'exam' | 'practice' = 'exam') {
    const learner = await h.learner();
    const reply = await learner.agent.post('/test-taking/start', { testId: free(), mode });
    expect(reply.status).toBe(200);
    const session = reply.body.data as {
      id: number;
      firstQuestion: { questionId: number; choices: Choice[] };
    };
    const question = async (n: number) =>
      (await learner.agent.get(`/test-taking/${session.id}/question/${n}`)).body.data as {
        questionId: number;
        choices: Choice[];
        selectedChoiceIds: number[];
      };
    return { ...learner, session, question, token: learner.agent.jar.get('SESSION') ?? '' };
  }

  const deadlineOf = async (attemptId: number) =>
    (await h.database.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]?.deadline.getTime();
  const lastSeenOf = async (userId: number) =>
    (await h.database.db.select().from(sessions).where(eq(sessions.userId, userId))).map((s) =>
      s.lastSeenAt.getTime(),
    );
  const storedOf = async (attemptId: number, questionId: number) =>
    (
      await h.database.db.select().from(attemptQuestions).where(eq(attemptQuestions.attemptId, attemptId))
    ).find((row) => row.questionId === questionId)?.selectedChoiceIds;

  describe('the multi-row statement', () => {
    it('gives each answer of one batch its own outcome, as the one-answer statement does', async () => {
      const valid = await started();
      const byUser = await started();
      const submitted = await started();
      const expired = await started();
      const foreign = await started();
      const tooMany = await started();
      const notMine = await started();
      const locked = await started('practice');
      const stranger = await started();
      expect(
        (await submitted.agent.post(`/test-taking/${submitted.session.id}/submit`, { remainingTime: 600 }))
          .status,
      ).toBe(200);
      const lockedQuestion = locked.session.firstQuestion;
      const checked = await locked.agent.post(
        `/test-taking/${locked.session.id}/questions/${lockedQuestion.questionId}/check`,
        { selectedChoiceIds: [lockedQuestion.choices[0]?.choiceId] },
      );
      expect(checked.status).toBe(200);
      const second = await valid.question(2);
      const now = h.clock.now();
      const bySession = (learner: { token: string }) => ({
        sessionHash: digestToken(learner.token),
        ...sessionCutoffs(now),
      });
      const answer = (
        learner: Awaited<ReturnType<typeof started>>,
        selectedChoiceIds: number[],
        more: Partial<SelectionInput> = {},
      ): SelectionInput => ({
        caller: bySession(learner),
        attemptId: learner.session.id,
        questionId: learner.session.firstQuestion.questionId,
        selectedChoiceIds,
        now,
        claimedDeadline: new Date(now.getTime() + 600 * SECOND),
        ...more,
      });
      const first = (learner: Awaited<ReturnType<typeof started>>) =>
        learner.session.firstQuestion.choices.map((c) => c.choiceId);
      const later = new Date(now.getTime() + 2 * 3600 * SECOND);
      const claimed = new Date(now.getTime() + 300 * SECOND);
      const inputs: SelectionInput[] = [
        answer(valid, [first(valid)[1] ?? 0], { claimedDeadline: claimed }),
        answer(byUser, [first(byUser)[0] ?? 0], { caller: { userId: byUser.id } }),
        answer(submitted, [first(submitted)[0] ?? 0]),
        // Its own clock, past the deadline: the other answers' clocks are not.
        answer(expired, [first(expired)[0] ?? 0], { now: later, caller: { userId: expired.id } }),
        answer(foreign, [second.choices[0]?.choiceId ?? 0]),
        answer(tooMany, first(tooMany).slice(0, 2)),
        // Another learner's attempt: the caller is known, the attempt is not theirs.
        answer(valid, [], { attemptId: notMine.session.id }),
        answer(locked, [lockedQuestion.choices[1]?.choiceId ?? 0]),
        answer(stranger, [], { caller: { sessionHash: 'no such session', ...sessionCutoffs(now) } }),
      ];
      const outcomes = await saveSelections(h.database.db, inputs);

      const common = { allowed: 1, locked: false };
      expect(outcomes[0]).toMatchObject({
        userId: valid.id,
        status: 'IN PROGRESS',
        running: true,
        stored: true,
      });
      expect(outcomes[0]?.questionChoiceIds).toEqual(first(valid));
      // The deadline as locked, before this answer shortened it to the client's claim.
      expect(outcomes[0]?.deadline.getTime()).toBeGreaterThan(claimed.getTime());
      expect(await deadlineOf(valid.session.id)).toBe(claimed.getTime());
      expect(outcomes[1]).toMatchObject({ userId: byUser.id, running: true, stored: true, ...common });
      expect(outcomes[2]).toMatchObject({ userId: submitted.id, status: 'COMPLETED', running: false });
      expect(outcomes[3]).toMatchObject({ userId: expired.id, status: 'IN PROGRESS', running: false });
      expect(outcomes[4]).toMatchObject({ userId: foreign.id, running: true, stored: false, ...common });
      expect(outcomes[5]).toMatchObject({ userId: tooMany.id, running: true, stored: false, ...common });
      expect(outcomes[6]).toMatchObject({ userId: valid.id, status: null, questionChoiceIds: null });
      expect(outcomes[7]).toMatchObject({ userId: locked.id, running: true, stored: false, locked: true });
      expect(outcomes[8]).toMatchObject({ userId: null, status: null, stored: false });
      expect(outcomes.map((o) => o.stored)).toEqual([
        true,
        true,
        false,
        false,
        false,
        false,
        false,
        false,
        false,
      ]);

      expect(await storedOf(valid.session.id, valid.session.firstQuestion.questionId)).toEqual([
        first(valid)[1],
      ]);
      expect(await storedOf(byUser.session.id, byUser.session.firstQuestion.questionId)).toEqual([
        first(byUser)[0],
      ]);
      for (const learner of [submitted, expired, foreign, tooMany, notMine, stranger])
        expect(await storedOf(learner.session.id, learner.session.firstQuestion.questionId)).toEqual([]);
      expect(await storedOf(locked.session.id, lockedQuestion.questionId)).toEqual([
        lockedQuestion.choices[0]?.choiceId,
      ]);
      // A later claim never lengthens the time left.
      const before = await deadlineOf(byUser.session.id);
      await saveSelections(h.database.db, [
        answer(byUser, [], { caller: { userId: byUser.id }, claimedDeadline: later }),
      ]);
      expect(await deadlineOf(byUser.session.id)).toBe(before);

      // The same answers one at a time give the same outcomes (the ones that changed nothing).
      for (const index of [2, 3, 4, 5, 6, 7, 8]) {
        const input = inputs[index] as SelectionInput;
        expect(await saveSelection(h.database.db, input)).toEqual(outcomes[index]);
      }
    });

    it('touches each session at most once a minute and never an idle one', async () => {
      const stale = await started();
      const fresh = await started();
      const idle = await started();
      h.clock.advance(2 * MINUTE);
      const now = h.clock.now();
      // A learner who did something 10 s ago: seen recently enough not to be written again.
      await fresh.agent.get('/users/auth-status');
      h.clock.advance(10 * SECOND);
      const later = h.clock.now();
      const freshSeen = await lastSeenOf(fresh.id);
      const input = (
        learner: Awaited<ReturnType<typeof started>>,
        at: Date,
        cutoffs = sessionCutoffs(at),
      ) => ({
        caller: { sessionHash: digestToken(learner.token), ...cutoffs },
        attemptId: learner.session.id,
        questionId: learner.session.firstQuestion.questionId,
        selectedChoiceIds: [],
        now: at,
        claimedDeadline: new Date(at.getTime() + 600 * SECOND),
      });
      const outcomes = await saveSelections(h.database.db, [
        input(stale, later),
        input(fresh, later),
        // An idle limit of one minute makes this session idle (not seen for 2 min 10 s).
        input(idle, later, { idleAfter: new Date(later.getTime() - MINUTE), touchBefore: later }),
      ]);
      expect(outcomes.map((o) => o.userId)).toEqual([stale.id, fresh.id, null]);
      expect(await lastSeenOf(stale.id)).toEqual([later.getTime()]);
      expect(await lastSeenOf(fresh.id)).toEqual(freshSeen);
      expect(await lastSeenOf(idle.id)).toEqual([now.getTime() - 2 * MINUTE]);
    });

    it('refuses a batch with two answers to one attempt: the batcher never makes one', async () => {
      const { session, id } = await started();
      const now = h.clock.now();
      const input = {
        caller: { userId: id },
        attemptId: session.id,
        questionId: session.firstQuestion.questionId,
        selectedChoiceIds: [],
        now,
        claimedDeadline: now,
      };
      await expect(saveSelections(h.database.db, [input, input])).rejects.toThrow('one answer per attempt');
    });
  });

  describe('through the server, answers sent together', () => {
    it('answers many learners at once, each with their own selection stored', async () => {
      const learners = await Promise.all(Array.from({ length: 12 }, () => started()));
      const questions = await Promise.all(
        learners.map((l) => Promise.all([1, 2, 3].map((n) => l.question(n)))),
      );
      const replies = await Promise.all(
        learners.flatMap((learner, i) =>
          (questions[i] ?? []).map((question, n) =>
            learner.agent.post(`/test-taking/${learner.session.id}/answer`, {
              questionId: question.questionId,
              selectedChoiceIds: [question.choices[(i + n) % question.choices.length]?.choiceId],
              remainingTime: 600,
            }),
          ),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
      for (const [i, learner] of learners.entries())
        for (const [n, question] of (questions[i] ?? []).entries())
          expect((await learner.question(n + 1)).selectedChoiceIds).toEqual([
            question.choices[(i + n) % question.choices.length]?.choiceId,
          ]);
    });

    it('keeps the last acknowledged of several answers to one question in flight together', async () => {
      const { agent, session, question } = await started();
      const q = await question(2);
      const selections = [[0], [1], [0, 1], [2], [1, 3], [3]].map((picks) =>
        picks.map((p) => q.choices[p]?.choiceId ?? 0),
      );
      const acknowledged: number[][] = [];
      const replies = await Promise.all(
        selections.map((selectedChoiceIds) =>
          agent
            .post(`/test-taking/${session.id}/answer`, {
              questionId: q.questionId,
              selectedChoiceIds,
              remainingTime: 600,
            })
            .then((reply) => {
              if (reply.status === 200) acknowledged.push(reply.body.data.selectedChoiceIds as number[]);
              return reply;
            }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(selections.map(() => 200));
      expect(acknowledged).toHaveLength(selections.length);
      expect((await question(2)).selectedChoiceIds).toEqual(acknowledged.at(-1));
      expect(await storedOf(session.id, q.questionId)).toEqual(acknowledged.at(-1));
    });

    it('refuses a finished attempt, an expired one and a wrong session alongside answers it stores', async () => {
      const valid = await Promise.all(Array.from({ length: 6 }, () => started()));
      const submitted = await started();
      const expired = await started();
      expect(
        (await submitted.agent.post(`/test-taking/${submitted.session.id}/submit`, { remainingTime: 600 }))
          .status,
      ).toBe(200);
      // One second left on this attempt's clock, then two seconds pass: the others have ten minutes.
      const shortened = await expired.agent.post(`/test-taking/${expired.session.id}/answer`, {
        questionId: expired.session.firstQuestion.questionId,
        selectedChoiceIds: [],
        remainingTime: 1,
      });
      expect(shortened.status).toBe(200);
      h.clock.advance(2 * SECOND);
      const stranger = await h.agent();
      stranger.jar.set('SESSION', 'not-a-session-token');
      const post = (learner: Awaited<ReturnType<typeof started>>, agent = learner.agent) =>
        agent.post(`/test-taking/${learner.session.id}/answer`, {
          questionId: learner.session.firstQuestion.questionId,
          selectedChoiceIds: [learner.session.firstQuestion.choices[0]?.choiceId],
          remainingTime: 600,
        });
      const [finished, late, unknown, ...stored] = await Promise.all([
        post(submitted),
        post(expired),
        post(valid[0] as Awaited<ReturnType<typeof started>>, stranger),
        ...valid.map((learner) => post(learner)),
      ]);
      expect(finished?.status).toBe(409);
      expect(finished?.body.code).toBe('ATTEMPT_SUBMITTED');
      expect(late?.status).toBe(409);
      expect(late?.body.code).toBe('ATTEMPT_TIME_UP');
      expect(unknown?.status).toBe(401);
      expect(stored.map((r) => r.status)).toEqual(valid.map(() => 200));
      for (const learner of valid)
        expect(await storedOf(learner.session.id, learner.session.firstQuestion.questionId)).toEqual([
          learner.session.firstQuestion.choices[0]?.choiceId,
        ]);
    });

    it.runIf(backend.name === 'postgres')(
      'answers 503 to every answer of a batch the database fails, as to one answer alone',
      async () => {
        const away = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/test' });
        const app = await buildApp({ db: away.db, passwordCost: TEST_SCRYPT });
        try {
          const replies = await Promise.all(
            Array.from({ length: 6 }, (_, i) => {
              const agent = new Agent(app.server, checker);
              agent.jar.set('XSRF-TOKEN', 'xsrf');
              agent.jar.set('SESSION', `session-${i}`);
              return agent.post(
                `/test-taking/${i + 1}/answer`,
                { questionId: 1, selectedChoiceIds: [], remainingTime: 600 },
                { unchecked: true },
              );
            }),
          );
          for (const reply of replies) {
            expect(reply.status).toBe(503);
            expect(reply.body.code).toBe('SERVICE_UNAVAILABLE');
          }
        } finally {
          await app.server.close();
          await away.close();
        }
      },
    );

    it('touches every answering session once a minute, not at every answer', async () => {
      const learners = await Promise.all(Array.from({ length: 8 }, () => started()));
      const post = (learner: Awaited<ReturnType<typeof started>>) =>
        learner.agent.post(`/test-taking/${learner.session.id}/answer`, {
          questionId: learner.session.firstQuestion.questionId,
          selectedChoiceIds: [],
          remainingTime: 600,
        });
      h.clock.advance(2 * MINUTE);
      const touched = h.clock.now().getTime();
      expect((await Promise.all(learners.map(post))).map((r) => r.status)).toEqual(learners.map(() => 200));
      for (const learner of learners) expect(await lastSeenOf(learner.id)).toEqual([touched]);
      h.clock.advance(20 * SECOND);
      expect((await Promise.all(learners.map(post))).map((r) => r.status)).toEqual(learners.map(() => 200));
      for (const learner of learners) expect(await lastSeenOf(learner.id)).toEqual([touched]);
    });
  });
});
