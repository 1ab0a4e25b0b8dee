// Practice mode: a learner may check one question of a practice attempt. The check stores the selection, locks
// the question (services/answers.ts refuses a different selection from then on) and reveals its verdict.
import { and, eq } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import { attemptQuestion } from '../db/queries/attempts';
import { attemptQuestions } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { practiceCheckView } from './attempt-views';
import { PAUSED, QUESTION_LOCKED, refuseIfCompleted, withAttempt } from './attempts';
import type { AppContext } from './context';
import type { Lang } from './language';
import { answerProblem } from './scoring';

export const NOT_PRACTICE = 'Answers can be checked one by one only in practice mode';

export async function checkAnswer(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  questionId: number,
  selectedChoiceIds: number[],
  lang: Lang,
): Promise<Schemas['PracticeCheck']> {
  return withAttempt(ctx, userId, attemptId, async (tx, attempt, now) => {
    refuseIfCompleted(attempt);
    if (attempt.mode !== 'practice') throw conflict(NOT_PRACTICE, 'ATTEMPT_NOT_PRACTICE');
    if (attempt.status === 'PAUSED') throw conflict(PAUSED, 'ATTEMPT_PAUSED');
    const question = await attemptQuestion(tx, attempt.id, { questionId }, lang);
    if (!question) throw notFound(`Question ${questionId} is not part of this session`);
    if (question.checkedAt) throw conflict(QUESTION_LOCKED, 'QUESTION_LOCKED');
    const allowed = question.choices.filter((c) => c.kind === 'option' && c.correct).length;
    const problem = answerProblem(question.type, question.choices, selectedChoiceIds, allowed);
    if (problem) throw badRequest(problem);
    await tx
      .update(attemptQuestions)
      .set({ selectedChoiceIds, checkedAt: now })
      .where(and(eq(attemptQuestions.attemptId, attempt.id), eq(attemptQuestions.questionId, questionId)));
    return practiceCheckView({ ...question, selectedChoiceIds, checkedAt: now }, lang);
  });
}
