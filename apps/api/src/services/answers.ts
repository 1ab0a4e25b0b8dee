// What a learner does inside a running attempt: read a question, save a selection, flag.
import { and, eq } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import { saveAnswerSelection } from '../db/queries/answer-batches';
import { attemptQuestion, ownAttemptQuestion, storeFlagWhileOpen } from '../db/queries/attempts';
import { attemptQuestions } from '../db/schema';
import { badRequest, conflict, notFound, passwordChangeRequired, unauthorized } from '../http/errors';
import { questionView } from './attempt-views';
import { PAUSED, QUESTION_LOCKED, TIME_IS_UP, refuseIfCompleted, withAttempt } from './attempts';
import type { AppContext } from './context';
import { claimedDeadline, isExpired, remainingSeconds } from './exam-clock';
import type { Lang } from './language';
import { answerProblem } from './scoring';
import { digestToken, findSession, sessionCutoffs } from './sessions';

/** A plain read while the attempt's time is not up; only an attempt to settle takes the locked path. */
export async function getQuestion(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  orderId: number,
  lang: Lang = 'en',
) {
  // One round trip: the attempt's clock with the question (the session look-up is the other).
  const found = await ownAttemptQuestion(ctx.db, userId, attemptId, orderId, lang);
  if (!found) throw notFound(`Test session not found with id: ${attemptId}`);
  if (!isExpired(found.attempt, ctx.clock.now())) {
    if (!found.question) throw notFound(`Question ${orderId} not found in this session`);
    return questionView(found.question, lang);
  }
  return withAttempt(ctx, userId, attemptId, async (tx, attempt) => {
    const question = await attemptQuestion(tx, attempt.id, { orderId }, lang);
    if (!question) throw notFound(`Question ${orderId} not found in this session`);
    return questionView(question, lang);
  });
}

export interface Answer {
  questionId: number;
  selectedChoiceIds: number[];
  remainingTime: number;
}

/**
 * The hot path of an exam: one statement checks ownership, status, deadline, membership and the answer's shape
 * for the item type (options within the cap, every step once, item-target pairs: scoring.ts `answerProblem`),
 * writes the selection under the attempt's row lock and shortens the deadline to the client's clock (on
 * PostgreSQL one statement for every answer that arrived meanwhile, each with its own outcome: answer-batches.ts).
 * Only a refusal takes the slower locked path, which settles the attempt and says why.
 */
export async function saveAnswer(
  ctx: AppContext,
  caller: { userId: number } | { sessionToken: string },
  attemptId: number,
  answer: Answer,
): Promise<Schemas['AnswerResult']> {
  const now = ctx.clock.now();
  // The statement only writes to a running attempt, whose clock is not paused: the claim counts from now.
  const claimed = claimedDeadline(now, answer.remainingTime);
  const outcome = await saveAnswerSelection(ctx.db, {
    caller:
      'userId' in caller
        ? caller
        : { sessionHash: digestToken(caller.sessionToken), ...sessionCutoffs(now, ctx.sessions) },
    attemptId,
    questionId: answer.questionId,
    selectedChoiceIds: answer.selectedChoiceIds,
    now,
    claimedDeadline: claimed,
  });
  if (outcome.userId === null) {
    // No live session, or one signed in with a temporary password (the statement takes neither): the ordinary
    // look-up deletes a dead one and the caller gets its 401, or its 403 while the new password is not set.
    const auth =
      'sessionToken' in caller ? await findSession(ctx.db, caller.sessionToken, now, ctx.sessions) : null;
    if (!auth) throw unauthorized();
    if (auth.user.mustChangePassword) throw passwordChangeRequired();
    return saveAnswer(ctx, { userId: auth.user.id }, attemptId, answer);
  }
  if (outcome.status === null) throw notFound(`Test session not found with id: ${attemptId}`);
  if (!outcome.running) return refuseAnswer(ctx, outcome.userId, attemptId);
  if (!outcome.questionChoiceIds) throw notFound(`Question ${answer.questionId} is not part of this session`);
  if (outcome.locked) throw conflict(QUESTION_LOCKED, 'QUESTION_LOCKED');
  const problem = answerProblem(
    outcome.questionType,
    outcome.questionChoiceIds.map((id, i) => ({ id, kind: outcome.choiceKinds[i] })),
    answer.selectedChoiceIds,
    outcome.allowed,
  );
  if (problem) throw badRequest(problem);
  if (!outcome.stored)
    throw new Error(`answer to attempt ${attemptId} passed every check but was not stored`);
  const deadline = new Date(Math.min(outcome.deadline.getTime(), claimed.getTime()));
  return {
    questionId: answer.questionId,
    selectedChoiceIds: answer.selectedChoiceIds,
    remainingTime: remainingSeconds({ status: 'IN PROGRESS', deadline, pausedAt: null, timeLimit: 0 }, now),
  };
}

async function refuseAnswer(ctx: AppContext, userId: number, attemptId: number): Promise<never> {
  return withAttempt(ctx, userId, attemptId, async (_tx, attempt) => {
    refuseIfCompleted(attempt);
    if (attempt.status === 'PAUSED') throw conflict(PAUSED, 'ATTEMPT_PAUSED');
    throw conflict(TIME_IS_UP, 'ATTEMPT_TIME_UP');
  });
}

export async function setFlag(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  questionId: number,
  flagged: boolean,
) {
  const row = await storeFlagWhileOpen(ctx.db, {
    userId,
    attemptId,
    questionId,
    flagged,
    now: ctx.clock.now(),
  });
  if (row) return row;
  // Not stored: another user's attempt, a submitted or timed-out one, or a foreign question; say which.
  return withAttempt(ctx, userId, attemptId, async (tx, attempt) => {
    refuseIfCompleted(attempt);
    const [row] = await tx
      .update(attemptQuestions)
      .set({ flagged })
      .where(and(eq(attemptQuestions.attemptId, attempt.id), eq(attemptQuestions.questionId, questionId)))
      .returning({ questionId: attemptQuestions.questionId, flagged: attemptQuestions.flagged });
    if (!row) throw notFound(`Question ${questionId} is not part of this session`);
    return row;
  });
}
