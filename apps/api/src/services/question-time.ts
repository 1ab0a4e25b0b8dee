// Active time per question: the browser measures how long a question is on screen in a visible tab while the
// attempt runs and reports it in batches (recordQuestionTime, or with pause and submit); the server adds it up.
import { and, eq, sql } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import type { Db } from '../db/client';
import { attemptQuestions } from '../db/schema';
import type { AttemptRow } from '../db/queries/attempts';

export type QuestionTimeEntries = Schemas['QuestionTimeEntries'];

/** The largest total a question keeps (an int4 column). */
const MAX_TOTAL_MS = 2_147_483_647;

/** One entry per question, its milliseconds summed: an UPDATE … FROM applies one row per question. */
function merged(entries: QuestionTimeEntries): { questionIds: number[]; ms: number[] } {
  const total = new Map<number, number>();
  for (const { questionId, ms } of entries) total.set(questionId, (total.get(questionId) ?? 0) + ms);
  return { questionIds: [...total.keys()], ms: [...total.values()] };
}

/**
 * Adds `entries` to the questions of `attempt` (the caller holds its row lock); time for a closed attempt is
 * not stored. Returns how many questions of the attempt took time.
 */
export async function addQuestionTime(db: Db, attempt: AttemptRow, entries: QuestionTimeEntries | undefined) {
  if (!entries?.length || attempt.status === 'COMPLETED') return 0;
  const { questionIds, ms } = merged(entries);
  const rows = await db
    .update(attemptQuestions)
    .set({
      activeMs: sql`least(${attemptQuestions.activeMs}::bigint + e.ms, ${MAX_TOTAL_MS})::integer`,
    })
    .from(
      sql`unnest(${sql.param(questionIds)}::integer[], ${sql.param(ms)}::integer[]) as e(question_id, ms)`,
    )
    .where(
      and(eq(attemptQuestions.attemptId, attempt.id), sql`${attemptQuestions.questionId} = e.question_id`),
    )
    .returning({ questionId: attemptQuestions.questionId });
  return rows.length;
}
