// What a learner does inside a running attempt: read a question, save a selection, flag.
import { and, eq } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import { attemptQuestion } from '../db/queries/attempts';
import { attemptQuestions, attempts } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { questionView } from './attempt-views';
import { refuseIfCompleted, withAttempt } from './attempts';
import type { AppContext } from './context';
import { remainingSeconds, shortenedDeadline } from './exam-clock';

export async function getQuestion(ctx: AppContext, userId: number, attemptId: number, orderId: number) {
  return withAttempt(ctx, userId, attemptId, async (tx, attempt) => {
    const question = await attemptQuestion(tx, attempt.id, { orderId });
    if (!question) throw notFound(`Question ${orderId} not found in this session`);
    return questionView(question);
  });
}

export interface Answer {
  questionId: number;
  selectedChoiceIds: number[];
  remainingTime: number;
}

export async function saveAnswer(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  answer: Answer,
): Promise<Schemas['AnswerResult']> {
  return withAttempt(ctx, userId, attemptId, async (tx, attempt, now) => {
    refuseIfCompleted(attempt);
    if (attempt.status === 'PAUSED') throw conflict('The test is paused: resume it before answering');
    const question = await attemptQuestion(tx, attempt.id, { questionId: answer.questionId });
    if (!question) throw notFound(`Question ${answer.questionId} is not part of this session`);
    const own = new Set(question.choices.map((c) => c.id));
    const foreign = answer.selectedChoiceIds.find((id) => !own.has(id));
    if (foreign !== undefined)
      throw badRequest(`body/selectedChoiceIds: choice ${foreign} is not a choice of this question`);
    const allowed = question.choices.filter((c) => c.correct).length;
    if (answer.selectedChoiceIds.length > allowed) {
      throw badRequest(`body/selectedChoiceIds: choose at most ${allowed}`);
    }
    await tx
      .update(attemptQuestions)
      .set({ selectedChoiceIds: answer.selectedChoiceIds })
      .where(
        and(eq(attemptQuestions.attemptId, attempt.id), eq(attemptQuestions.questionId, answer.questionId)),
      );
    const deadline = shortenedDeadline(attempt, now, answer.remainingTime);
    if (deadline.getTime() !== attempt.deadline.getTime()) {
      await tx.update(attempts).set({ deadline }).where(eq(attempts.id, attempt.id));
    }
    return {
      questionId: answer.questionId,
      selectedChoiceIds: answer.selectedChoiceIds,
      remainingTime: remainingSeconds({ ...attempt, deadline }, now),
    };
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
