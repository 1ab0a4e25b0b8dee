// A learner's report of a problem with a question, tied to the attempt it was read in. One row per learner,
// attempt and question: reporting again replaces the reason and comment.
import { and, eq, inArray } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import type { Db } from '../db/client';
import { findAttempt } from '../db/queries/attempts';
import { attemptQuestions, questionReports } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { AppContext } from './context';
import type { Lang } from './language';
import { LIMITS } from './rate-limit';

export const NOT_SUBMITTED = 'Questions can be reported once the test is submitted';

function reportView(row: typeof questionReports.$inferSelect): Schemas['QuestionReport'] {
  return { reason: row.reason, comment: row.comment, updatedAt: row.updatedAt.toISOString() };
}

export async function reportQuestion(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  questionId: number,
  input: Schemas['QuestionReportRequest'],
  lang: Lang,
): Promise<Schemas['QuestionReport']> {
  const now = ctx.clock.now();
  const attempt = await findAttempt(ctx.db, userId, attemptId);
  if (!attempt) throw notFound(`Test history not found with id: ${attemptId}`);
  const [asked] = await ctx.db
    .select({ questionId: attemptQuestions.questionId, checkedAt: attemptQuestions.checkedAt })
    .from(attemptQuestions)
    .where(and(eq(attemptQuestions.attemptId, attemptId), eq(attemptQuestions.questionId, questionId)));
  // Practice reveals a checked question's answer before submission, so it may be reported from then on.
  const revealed = attempt.mode === 'practice' && asked?.checkedAt;
  if (attempt.status !== 'COMPLETED' && !revealed) throw conflict(NOT_SUBMITTED, 'ATTEMPT_NOT_SUBMITTED');
  if (!asked) throw notFound(`Question not found with id: ${questionId}`);
  await ctx.limiter.consume(LIMITS.reportsPerUser, String(userId), now);
  const values = { reason: input.reason, comment: input.comment?.trim() ?? '', lang, updatedAt: now };
  const [row] = await ctx.db
    .insert(questionReports)
    .values({ userId, attemptId, questionId, ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [questionReports.userId, questionReports.attemptId, questionReports.questionId],
      set: values,
    })
    .returning();
  if (!row) throw new Error('the report upsert returned no row');
  return reportView(row);
}

/** The learner's reports on an attempt, by question id, for its review. */
export async function attemptReports(
  db: Db,
  userId: number,
  attemptId: number,
  questionIds: number[],
): Promise<Map<number, Schemas['QuestionReport']>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(questionReports)
    .where(
      and(
        eq(questionReports.userId, userId),
        eq(questionReports.attemptId, attemptId),
        inArray(questionReports.questionId, questionIds),
      ),
    );
  return new Map(rows.map((row) => [row.questionId, reportView(row)]));
}
