import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../client';
import { attemptQuestions, attempts, choices, questions, tests } from '../schema';

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

/** One question of an attempt with its choices, including the correct flags: callers decide what to show. */
export async function attemptQuestion(
  db: Db,
  attemptId: number,
  where: { orderId: number } | { questionId: number },
) {
  const rows = await db
    .select({
      orderId: attemptQuestions.orderId,
      questionId: attemptQuestions.questionId,
      flagged: attemptQuestions.flagged,
      selectedChoiceIds: attemptQuestions.selectedChoiceIds,
      text: questions.text,
      domain: questions.domain,
      explanation: questions.explanation,
      choice: { id: choices.id, text: choices.text, position: choices.position, correct: choices.correct },
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
export async function attemptReview(db: Db, attemptId: number): Promise<AttemptQuestion[]> {
  const rows = await db
    .select({
      orderId: attemptQuestions.orderId,
      questionId: attemptQuestions.questionId,
      flagged: attemptQuestions.flagged,
      selectedChoiceIds: attemptQuestions.selectedChoiceIds,
      text: questions.text,
      domain: questions.domain,
      explanation: questions.explanation,
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
          text: choices.text,
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
