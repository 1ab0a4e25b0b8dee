// What a learner does inside a running attempt: read a question, save a selection, flag.
import { and, eq } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import {
  attemptQuestion,
  findAttempt,
  shortenDeadline,
  storeSelectionWhileRunning,
} from '../db/queries/attempts';
import { attemptQuestions } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { questionView } from './attempt-views';
import { TIME_IS_UP, refuseIfCompleted, withAttempt } from './attempts';
import type { AppContext } from './context';
import type { Lang } from './language';
import { isExpired, remainingSeconds, shortenedDeadline } from './exam-clock';

export async function getQuestion(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  orderId: number,
  lang: Lang = 'en',
) {
  return withAttempt(ctx, userId, attemptId, async (tx, attempt) => {
    const question = await attemptQuestion(tx, attempt.id, { orderId }, lang);
    if (!question) throw notFound(`Question ${orderId} not found in this session`);
    return questionView(question);
  });
}

export interface Answer {
  questionId: number;
  selectedChoiceIds: number[];
  remainingTime: number;
}

/**
 * The hot path of an exam runs without an explicit transaction: the checks read without locks, then one
 * guarded write locks the attempt row and only lands while the attempt is still running. When the guard
 * fails (submitted, paused or timed out meanwhile) the locked path settles the attempt and says why.
 */
export async function saveAnswer(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  answer: Answer,
): Promise<Schemas['AnswerResult']> {
  const now = ctx.clock.now();
  const attempt = await findAttempt(ctx.db, userId, attemptId);
  if (!attempt) throw notFound(`Test session not found with id: ${attemptId}`);
  if (attempt.status !== 'IN PROGRESS' || isExpired(attempt, now))
    return refuseAnswer(ctx, userId, attemptId);
  const question = await attemptQuestion(ctx.db, attempt.id, { questionId: answer.questionId });
  if (!question) throw notFound(`Question ${answer.questionId} is not part of this session`);
  const own = new Set(question.choices.map((c) => c.id));
  const foreign = answer.selectedChoiceIds.find((id) => !own.has(id));
  if (foreign !== undefined) {
    throw badRequest(`body/selectedChoiceIds: choice ${foreign} is not a choice of this question`);
  }
  const allowed = question.choices.filter((c) => c.correct).length;
  if (answer.selectedChoiceIds.length > allowed) {
    throw badRequest(`body/selectedChoiceIds: choose at most ${allowed}`);
  }
  const stored = await storeSelectionWhileRunning(
    ctx.db,
    attempt.id,
    answer.questionId,
    answer.selectedChoiceIds,
    now,
  );
  if (!stored) return refuseAnswer(ctx, userId, attemptId);
  const deadline = shortenedDeadline(attempt, now, answer.remainingTime);
  if (deadline.getTime() !== attempt.deadline.getTime()) await shortenDeadline(ctx.db, attempt.id, deadline);
  return {
    questionId: answer.questionId,
    selectedChoiceIds: answer.selectedChoiceIds,
    remainingTime: remainingSeconds({ ...attempt, deadline }, now),
  };
}

async function refuseAnswer(ctx: AppContext, userId: number, attemptId: number): Promise<never> {
  return withAttempt(ctx, userId, attemptId, async (_tx, attempt) => {
    refuseIfCompleted(attempt);
    if (attempt.status === 'PAUSED') throw conflict('The test is paused: resume it before answering');
    throw conflict(TIME_IS_UP);
  });
}

export async function setFlag(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  questionId: number,
  flagged: boolean,
) {
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
