import { and, asc, eq, exists, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { Lang } from '../../services/language';
import { attemptQuestions, attempts, choices, questions, tests } from '../schema';
import { localized } from './localized';

export type AttemptRow = typeof attempts.$inferSelect;

/** The attempt if it belongs to `userId`; another user's attempt is indistinguishable from a missing one. */
export async function findAttempt(
  db: Db,
  userId: number,
  attemptId: number,
  lock = false,
): Promise<AttemptRow | undefined> {
  const query = db
    .select()
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findExpiredAttempts(db: Db, userId: number, now: Date): Promise<AttemptRow[]> {
  return db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.status, 'IN PROGRESS'), lte(attempts.deadline, now)));
}

export async function questionStates(db: Db, attemptId: number) {
  return db
    .select({
      orderId: attemptQuestions.orderId,
      questionId: attemptQuestions.questionId,
      flagged: attemptQuestions.flagged,
      selectedChoiceIds: attemptQuestions.selectedChoiceIds,
    })
    .from(attemptQuestions)
    .where(eq(attemptQuestions.attemptId, attemptId))
    .orderBy(asc(attemptQuestions.orderId));
}

/**
 * One question of an attempt with its choices, including the correct flags: callers decide what to show. Texts
 * are in `lang` (English unless asked), read at every call, so a language switch mid-attempt shows at once.
 */
export async function attemptQuestion(
  db: Db,
  attemptId: number,
  where: { orderId: number } | { questionId: number },
  lang: Lang = 'en',
) {
  const rows = await db
    .select({
      orderId: attemptQuestions.orderId,
      questionId: attemptQuestions.questionId,
      flagged: attemptQuestions.flagged,
      selectedChoiceIds: attemptQuestions.selectedChoiceIds,
      text: localized(lang, questions.text, questions.textFr),
      domain: questions.domain,
      explanation: localized(lang, questions.explanation, questions.explanationFr),
      choice: {
        id: choices.id,
        text: localized(lang, choices.text, choices.textFr),
        position: choices.position,
        correct: choices.correct,
      },
    })
    .from(attemptQuestions)
    .innerJoin(questions, eq(questions.id, attemptQuestions.questionId))
    .innerJoin(choices, eq(choices.questionId, questions.id))
    .where(
      and(
        eq(attemptQuestions.attemptId, attemptId),
        'orderId' in where
          ? eq(attemptQuestions.orderId, where.orderId)
          : eq(attemptQuestions.questionId, where.questionId),
      ),
    )
    .orderBy(asc(choices.position));
  const [first] = rows;
  if (!first) return undefined;
  const { choice: _choice, ...question } = first;
  return { ...question, choices: rows.map((row) => row.choice) };
}

export type AttemptQuestion = NonNullable<Awaited<ReturnType<typeof attemptQuestion>>>;

/** Every question of an attempt with choices, correct flags and explanations: for scoring and review. */
export async function attemptReview(
  db: Db,
  attemptId: number,
  lang: Lang = 'en',
): Promise<AttemptQuestion[]> {
  const rows = await db
    .select({
      orderId: attemptQuestions.orderId,
      questionId: attemptQuestions.questionId,
      flagged: attemptQuestions.flagged,
      selectedChoiceIds: attemptQuestions.selectedChoiceIds,
      text: localized(lang, questions.text, questions.textFr),
      domain: questions.domain,
      explanation: localized(lang, questions.explanation, questions.explanationFr),
    })
    .from(attemptQuestions)
    .innerJoin(questions, eq(questions.id, attemptQuestions.questionId))
    .where(eq(attemptQuestions.attemptId, attemptId))
    .orderBy(asc(attemptQuestions.orderId));
  const questionIds = rows.map((r) => r.questionId);
  const allChoices = questionIds.length
    ? await db
        .select({
          questionId: choices.questionId,
          id: choices.id,
          text: localized(lang, choices.text, choices.textFr),
          position: choices.position,
          correct: choices.correct,
        })
        .from(choices)
        .where(inArray(choices.questionId, questionIds))
        .orderBy(asc(choices.questionId), asc(choices.position))
    : [];
  const byQuestion = new Map<number, typeof allChoices>();
  for (const choice of allChoices)
    byQuestion.set(choice.questionId, [...(byQuestion.get(choice.questionId) ?? []), choice]);
  return rows.map((row) => ({
    ...row,
    choices: (byQuestion.get(row.questionId) ?? []).map(({ id, text, position, correct }) => ({
      id,
      text,
      position,
      correct,
    })),
  }));
}

export async function findTest(db: Db, testId: number) {
  const [row] = await db.select().from(tests).where(eq(tests.id, testId));
  return row;
}

export type TestRow = typeof tests.$inferSelect;

/** Saves a selection only if the attempt is still running, holding its row lock for the statement. */
export async function storeSelectionWhileRunning(
  db: Db,
  attemptId: number,
  questionId: number,
  selectedChoiceIds: number[],
  now: Date,
): Promise<boolean> {
  const running = db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), eq(attempts.status, 'IN PROGRESS'), gt(attempts.deadline, now)))
    .for('update');
  const rows = await db
    .update(attemptQuestions)
    .set({ selectedChoiceIds })
    .where(
      and(
        eq(attemptQuestions.attemptId, attemptId),
        eq(attemptQuestions.questionId, questionId),
        exists(running),
      ),
    )
    .returning({ orderId: attemptQuestions.orderId });
  return rows.length > 0;
}

/** Moves the deadline earlier, never later, even against a concurrent change. */
export async function shortenDeadline(db: Db, attemptId: number, deadline: Date): Promise<void> {
  await db
    .update(attempts)
    .set({ deadline: sql`LEAST(${attempts.deadline}, ${deadline.toISOString()}::timestamptz)` })
    .where(and(eq(attempts.id, attemptId), eq(attempts.status, 'IN PROGRESS')));
}
