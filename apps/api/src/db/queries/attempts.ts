import { and, asc, eq, exists, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { namedStatement, type Db } from '../client';
import type { Lang } from '../../services/language';
import { answerKey, isAnswerCorrect } from '../../services/scoring';
import { orderQuestionChoices } from '../../services/shuffle';
import {
  attemptQuestions,
  attempts,
  choices,
  questions,
  tests,
  type ChoiceKind,
  type QuestionTypeName,
} from '../schema';
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

/** The key of each question (type and correct answer, encoded as an answer is): for verdicts, never sent as is. */
export async function questionKeys(
  db: Db,
  questionIds: readonly number[],
): Promise<Map<number, { type: QuestionTypeName; key: number[] }>> {
  const keys = new Map<number, { type: QuestionTypeName; key: number[] }>();
  if (questionIds.length === 0) return keys;
  const rows = await db
    .select({
      questionId: questions.id,
      type: questions.type,
      id: choices.id,
      kind: choices.kind,
      correct: choices.correct,
      correctPosition: choices.correctPosition,
      correctTargetId: choices.correctTargetId,
    })
    .from(questions)
    .innerJoin(choices, eq(choices.questionId, questions.id))
    .where(inArray(questions.id, [...new Set(questionIds)]))
    .orderBy(asc(choices.questionId), asc(choices.position));
  const byQuestion = new Map<number, typeof rows>();
  for (const row of rows) byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row]);
  for (const [questionId, own] of byQuestion) {
    const type = (own[0] as (typeof rows)[number]).type;
    keys.set(questionId, { type, key: answerKey(type, own) });
  }
  return keys;
}

/** Whether each stored answer is right, by question id (unknown ids are left out). */
export async function answerVerdicts(
  db: Db,
  answers: readonly { questionId: number; selectedChoiceIds: readonly number[] }[],
): Promise<(boolean | undefined)[]> {
  const keys = await questionKeys(
    db,
    answers.map((a) => a.questionId),
  );
  return answers.map((a) => {
    const key = keys.get(a.questionId);
    return key ? isAnswerCorrect(key.type, a.selectedChoiceIds, key.key) : undefined;
  });
}

export async function questionStates(db: Db, attemptId: number) {
  const rows = await db
    .select({
      orderId: attemptQuestions.orderId,
      questionId: attemptQuestions.questionId,
      flagged: attemptQuestions.flagged,
      selectedChoiceIds: attemptQuestions.selectedChoiceIds,
      checked: sql<boolean>`${attemptQuestions.checkedAt} IS NOT NULL`,
    })
    .from(attemptQuestions)
    .where(eq(attemptQuestions.attemptId, attemptId))
    .orderBy(asc(attemptQuestions.orderId));
  // Only a checked question's verdict is read: the one the strip shows (undefined otherwise).
  const checked = rows.filter((r) => r.checked);
  const verdicts = await answerVerdicts(db, checked);
  const correct = new Map(checked.map((r, i) => [r.questionId, verdicts[i]]));
  return rows.map((row) => ({ ...row, correct: correct.get(row.questionId) }));
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
      type: questions.type,
      text: localized(lang, questions.text, questions.textFr),
      domain: questions.domain,
      explanation: localized(lang, questions.explanation, questions.explanationFr),
      references: questions.references,
      checkedAt: attemptQuestions.checkedAt,
      mode: attempts.mode,
      orderSeed: attempts.orderSeed,
      choice: {
        id: choices.id,
        text: localized(lang, choices.text, choices.textFr),
        position: choices.position,
        kind: choices.kind,
        correct: choices.correct,
        correctPosition: choices.correctPosition,
        correctTargetId: choices.correctTargetId,
      },
    })
    .from(attemptQuestions)
    .innerJoin(attempts, eq(attempts.id, attemptQuestions.attemptId))
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
  const { choice: _choice, orderSeed, ...question } = first;
  return {
    ...question,
    choices: orderQuestionChoices(
      rows.map((row) => row.choice),
      question.questionId,
      orderSeed,
    ),
  };
}

export type AttemptQuestion = NonNullable<Awaited<ReturnType<typeof attemptQuestion>>>;

/** Built once per database and language with placeholders: drizzle's query builder is not run per request. */
function ownAttemptQuestionQuery(db: Db, lang: Lang) {
  return db
    .select({
      status: attempts.status,
      deadline: attempts.deadline,
      pausedAt: attempts.pausedAt,
      timeLimit: attempts.timeLimit,
      mode: attempts.mode,
      orderSeed: attempts.orderSeed,
      orderId: attemptQuestions.orderId,
      checkedAt: attemptQuestions.checkedAt,
      questionId: attemptQuestions.questionId,
      flagged: attemptQuestions.flagged,
      selectedChoiceIds: attemptQuestions.selectedChoiceIds,
      type: questions.type,
      text: localized(lang, questions.text, questions.textFr),
      domain: questions.domain,
      explanation: localized(lang, questions.explanation, questions.explanationFr),
      references: questions.references,
      choiceId: choices.id,
      choiceText: localized(lang, choices.text, choices.textFr),
      choicePosition: choices.position,
      choiceKind: choices.kind,
      choiceCorrect: choices.correct,
      choiceCorrectPosition: choices.correctPosition,
      choiceCorrectTargetId: choices.correctTargetId,
    })
    .from(attempts)
    .leftJoin(
      attemptQuestions,
      and(
        eq(attemptQuestions.attemptId, attempts.id),
        eq(attemptQuestions.orderId, sql.placeholder('orderId')),
      ),
    )
    .leftJoin(questions, eq(questions.id, attemptQuestions.questionId))
    .leftJoin(choices, eq(choices.questionId, questions.id))
    .where(and(eq(attempts.id, sql.placeholder('attemptId')), eq(attempts.userId, sql.placeholder('userId'))))
    .orderBy(asc(choices.position))
    .prepare(`own_attempt_question_${lang}`);
}

const ownAttemptQuestionQueries = new WeakMap<Db, Map<Lang, ReturnType<typeof ownAttemptQuestionQuery>>>();

/**
 * The question fetch in one round trip: the learner's attempt (its clock, to tell whether time is up) with
 * question `orderId` and its choices, as `attemptQuestion` reads them. Undefined when the attempt is not the
 * user's; `question` undefined when the attempt has no such question.
 */
export async function ownAttemptQuestion(
  db: Db,
  userId: number,
  attemptId: number,
  orderId: number,
  lang: Lang = 'en',
): Promise<
  | {
      attempt: Pick<AttemptRow, 'status' | 'deadline' | 'pausedAt' | 'timeLimit'>;
      question: AttemptQuestion | undefined;
    }
  | undefined
> {
  let queries = ownAttemptQuestionQueries.get(db);
  if (!queries) ownAttemptQuestionQueries.set(db, (queries = new Map()));
  let query = queries.get(lang);
  if (!query) queries.set(lang, (query = ownAttemptQuestionQuery(db, lang)));
  const rows = await query.execute({ userId, attemptId, orderId });
  const [first] = rows;
  if (!first) return undefined;
  const { status, deadline, pausedAt, timeLimit } = first;
  const attempt = { status, deadline, pausedAt, timeLimit };
  if (
    first.questionId === null ||
    first.orderId === null ||
    first.text === null ||
    first.domain === null ||
    first.type === null
  )
    return { attempt, question: undefined };
  const choiceRows = rows.flatMap((row) =>
    row.choiceId === null ||
    row.choiceText === null ||
    row.choicePosition === null ||
    row.choiceKind === null ||
    row.choiceCorrect === null
      ? []
      : [
          {
            id: row.choiceId,
            text: row.choiceText,
            position: row.choicePosition,
            kind: row.choiceKind,
            correct: row.choiceCorrect,
            correctPosition: row.choiceCorrectPosition,
            correctTargetId: row.choiceCorrectTargetId,
          },
        ],
  );
  return {
    attempt,
    question: {
      orderId: first.orderId,
      questionId: first.questionId,
      flagged: first.flagged ?? false,
      selectedChoiceIds: first.selectedChoiceIds ?? [],
      type: first.type,
      text: first.text,
      domain: first.domain,
      // Not null once the question row is there (the left join only makes them nullable in the type).
      explanation: first.explanation ?? '',
      references: first.references ?? [],
      checkedAt: first.checkedAt,
      mode: first.mode,
      choices: orderQuestionChoices(choiceRows, first.questionId, first.orderSeed),
    } satisfies AttemptQuestion,
  };
}

/** A question as the review reads it: with the active time measured while it was on screen. */
export type ReviewQuestion = AttemptQuestion & { activeMs: number };

/** Every question of an attempt with choices, correct flags and explanations: for scoring and review. */
export async function attemptReview(db: Db, attemptId: number, lang: Lang = 'en'): Promise<ReviewQuestion[]> {
  const rows = await db
    .select({
      activeMs: attemptQuestions.activeMs,
      orderId: attemptQuestions.orderId,
      questionId: attemptQuestions.questionId,
      flagged: attemptQuestions.flagged,
      selectedChoiceIds: attemptQuestions.selectedChoiceIds,
      type: questions.type,
      text: localized(lang, questions.text, questions.textFr),
      domain: questions.domain,
      explanation: localized(lang, questions.explanation, questions.explanationFr),
      references: questions.references,
      checkedAt: attemptQuestions.checkedAt,
      mode: attempts.mode,
      orderSeed: attempts.orderSeed,
    })
    .from(attemptQuestions)
    .innerJoin(attempts, eq(attempts.id, attemptQuestions.attemptId))
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
          kind: choices.kind,
          correct: choices.correct,
          correctPosition: choices.correctPosition,
          correctTargetId: choices.correctTargetId,
        })
        .from(choices)
        .where(inArray(choices.questionId, questionIds))
        .orderBy(asc(choices.questionId), asc(choices.position))
    : [];
  const byQuestion = new Map<number, typeof allChoices>();
  for (const choice of allChoices)
    byQuestion.set(choice.questionId, [...(byQuestion.get(choice.questionId) ?? []), choice]);
  return rows.map(({ orderSeed, ...row }) => ({
    ...row,
    choices: orderQuestionChoices(
      (byQuestion.get(row.questionId) ?? []).map(({ questionId: _questionId, ...choice }) => choice),
      row.questionId,
      orderSeed,
    ),
  }));
}

export async function findTest(db: Db, testId: number) {
  const [row] = await db.select().from(tests).where(eq(tests.id, testId));
  return row;
}

export type TestRow = typeof tests.$inferSelect;

/** Who answers: a known user, or a session the statement checks (and touches) itself. */
export type SelectionCaller =
  { userId: number } | { sessionHash: string; idleAfter: Date; touchBefore: Date };

export interface SelectionOutcome {
  /** The caller's user id; null when the session is missing, idle or expired. */
  userId: number | null;
  /** The attempt's status, deadline and whether it was running, as locked by the statement; null status: none. */
  status: AttemptRow['status'] | null;
  deadline: Date;
  running: boolean;
  /** The question's choice ids when it belongs to the attempt, their kinds, its type and how many may be chosen. */
  questionChoiceIds: number[] | null;
  choiceKinds: ChoiceKind[];
  questionType: QuestionTypeName;
  allowed: number;
  stored: boolean;
  /** The question was checked in practice and the selection differs from the one stored then. */
  locked: boolean;
}

export interface SelectionInput {
  caller: SelectionCaller;
  attemptId: number;
  questionId: number;
  selectedChoiceIds: number[];
  now: Date;
  claimedDeadline: Date;
}

const isDatabaseInteger = (n: number) => Number.isSafeInteger(n) && n >= -2_147_483_648 && n <= 2_147_483_647;

/**
 * The contract bounds every id, so this only guards the statement: a value PostgreSQL would refuse must fail its
 * own answer, never a batch of others' (`answer-batches.ts`).
 */
export function checkSelectionInput(input: SelectionInput): void {
  if (![input.attemptId, input.questionId, ...input.selectedChoiceIds].every(isDatabaseInteger))
    throw new Error('attempt, question and choice ids must be integers');
  // The contract's uniqueItems already refuses a repeated id; the statement's set tests rely on it.
  if (new Set(input.selectedChoiceIds).size !== input.selectedChoiceIds.length)
    throw new Error('an answer holds each id at most once');
}

/**
 * The aggregates over one question's choices the answer rules need (`ch` the choices, `qq` the question row),
 * as the columns of the statements' `question` CTE.
 */
export const questionAggregates = sql`
  array_agg(ch.id ORDER BY ch.kind, ch.position) AS own,
  array_agg(ch.kind ORDER BY ch.kind, ch.position) AS kinds,
  qq.type AS qtype,
  count(*) FILTER (WHERE ch.correct)::int AS allowed,
  coalesce(array_agg(ch.id) FILTER (WHERE ch.kind = 'option'), '{}') AS options,
  coalesce(array_agg(ch.id) FILTER (WHERE ch.kind = 'step'), '{}') AS steps,
  coalesce(array_agg(ch.id) FILTER (WHERE ch.kind = 'item'), '{}') AS items,
  coalesce(array_agg(ch.id) FILTER (WHERE ch.kind = 'target'), '{}') AS targets`;

/**
 * Whether a checked practice question is locked against `selection`: only the answer stored at the check may be
 * saved again (as a set for options; as sent, order included, for steps and pairs).
 */
export function answerLocked(selection: SQL): SQL {
  return sql`aq.checked_at IS NOT NULL AND NOT CASE WHEN qq.type IN ('ordering', 'matching')
      THEN ${selection} = aq.selected_choice_ids
      ELSE ${selection} <@ aq.selected_choice_ids AND aq.selected_choice_ids <@ ${selection} END`;
}

/**
 * The answer rules of scoring.ts's `answerProblem`, in SQL over the `question` CTE `q` (ids are unique: the
 * contract and checkSelectionInput refuse repeats): options within the question and its cap; every step once or
 * none; pairs of an item and a target.
 */
export function answerAccepted(selection: SQL): SQL {
  return sql`CASE q.qtype
      WHEN 'ordering' THEN cardinality(${selection}) = 0
        OR (cardinality(${selection}) = cardinality(q.steps) AND ${selection} <@ q.steps)
      WHEN 'matching' THEN cardinality(${selection}) % 2 = 0
        AND ARRAY(SELECT (${selection})[i] FROM generate_subscripts(${selection}, 1) AS i WHERE i % 2 = 1) <@ q.items
        AND ARRAY(SELECT (${selection})[i] FROM generate_subscripts(${selection}, 1) AS i WHERE i % 2 = 0) <@ q.targets
      ELSE ${selection} <@ q.options AND cardinality(${selection}) <= q.allowed
    END`;
}

/** A row of the answer statement (one per answer in a batch). */
export interface SelectionRow {
  user_id: number | null;
  status: AttemptRow['status'] | null;
  deadline_ms: number;
  running: boolean | null;
  own: number[] | null;
  kinds: ChoiceKind[] | null;
  qtype: QuestionTypeName | null;
  allowed: number;
  stored: boolean;
  locked: boolean;
}

const selectionKeys = ['attemptId', 'questionId', 'selection', 'now', 'claimed'] as const;
type SelectionValues = Record<(typeof selectionKeys)[number], unknown>;

/** The answer statement after its `caller` CTE (which yields the caller's `user_id`, or no row). */
function saveAnswerStatement(callerQuery: SQL, v: SelectionValues): SQL {
  return sql`
    WITH ${callerQuery}, attempt AS (
      SELECT id, status, deadline FROM attempts
      WHERE id = ${v.attemptId} AND user_id = (SELECT user_id FROM caller)
      FOR UPDATE
    ), question AS (
      SELECT ${questionAggregates}, ${answerLocked(sql`${v.selection}::int[]`)} AS locked
      FROM attempt_questions aq JOIN questions qq ON qq.id = aq.question_id
        JOIN choices ch ON ch.question_id = aq.question_id
      WHERE aq.attempt_id = ${v.attemptId} AND aq.question_id = ${v.questionId}
      GROUP BY aq.question_id, aq.checked_at, aq.selected_choice_ids, qq.type
    ), accepted AS (
      SELECT attempt.id FROM attempt, question q
      WHERE attempt.status = 'IN PROGRESS' AND attempt.deadline > ${v.now}::timestamptz AND NOT q.locked
        AND ${answerAccepted(sql`${v.selection}::int[]`)}
    ), stored AS (
      UPDATE attempt_questions SET selected_choice_ids = ${v.selection}::int[]
      FROM accepted
      WHERE attempt_questions.attempt_id = accepted.id AND attempt_questions.question_id = ${v.questionId}
      RETURNING 1
    ), shortened AS (
      UPDATE attempts SET deadline = ${v.claimed}::timestamptz
      FROM accepted
      WHERE attempts.id = accepted.id AND attempts.deadline > ${v.claimed}::timestamptz
      RETURNING 1
    )
    SELECT caller.user_id, attempt.status,
      (extract(epoch FROM attempt.deadline) * 1000)::float8 AS deadline_ms,
      attempt.status = 'IN PROGRESS' AND attempt.deadline > ${v.now}::timestamptz AS running,
      question.own, question.kinds, question.qtype, coalesce(question.allowed, 0) AS allowed,
      coalesce(question.locked, false) AS locked,
      EXISTS (SELECT 1 FROM stored) AS stored,
      EXISTS (SELECT 1 FROM shortened) AS shortened
    FROM (SELECT 1) AS one LEFT JOIN caller ON true LEFT JOIN attempt ON true
      LEFT JOIN question ON attempt.id IS NOT NULL
  `;
}

const saveAnswerForUser = namedStatement<(typeof selectionKeys)[number] | 'userId', SelectionRow>(
  'save_answer_for_user',
  [...selectionKeys, 'userId'],
  (v) => saveAnswerStatement(sql`caller AS (SELECT ${v.userId}::int AS user_id)`, v),
);

const saveAnswerForSession = namedStatement<
  (typeof selectionKeys)[number] | 'sessionHash' | 'idleAfter' | 'touchBefore',
  SelectionRow
>('save_answer_for_session', [...selectionKeys, 'sessionHash', 'idleAfter', 'touchBefore'], (v) =>
  saveAnswerStatement(
    sql`caller AS (
          SELECT user_id FROM sessions
          WHERE id_hash = ${v.sessionHash} AND expires_at > ${v.now}::timestamptz
            AND last_seen_at > ${v.idleAfter}::timestamptz AND NOT via_temporary_password
        ), touched AS (
          UPDATE sessions SET last_seen_at = ${v.now}::timestamptz
          WHERE id_hash = ${v.sessionHash} AND expires_at > ${v.now}::timestamptz
            AND last_seen_at > ${v.idleAfter}::timestamptz
            AND last_seen_at <= ${v.touchBefore}::timestamptz
          RETURNING 1
        )`,
    v,
  ),
);

/**
 * The whole answer save in one statement (one round trip, one commit): it locks the learner's attempt row, and
 * writes the selection only when the attempt is running, before its deadline, the question is part of it and
 * the selection is within that question's choices and cap; in the same statement it moves the deadline to the
 * client's `claimedDeadline` when that is earlier. Given a session, it checks it as `findSession` does (one signed in with a temporary password
 * is left to the caller's look-up, which refuses it while no new password is set) and
 * touches `last_seen_at` at most once a minute, so an answer is a single round trip.
 */
export async function saveSelection(db: Db, input: SelectionInput): Promise<SelectionOutcome> {
  checkSelectionInput(input);
  const { caller } = input;
  const values = {
    attemptId: input.attemptId,
    questionId: input.questionId,
    selection: `{${input.selectedChoiceIds.join(',')}}`,
    now: input.now.toISOString(),
    claimed: input.claimedDeadline.toISOString(),
  };
  const rows =
    'userId' in caller
      ? await saveAnswerForUser(db, { ...values, userId: caller.userId })
      : await saveAnswerForSession(db, {
          ...values,
          sessionHash: caller.sessionHash,
          idleAfter: caller.idleAfter.toISOString(),
          touchBefore: caller.touchBefore.toISOString(),
        });
  const [row] = rows;
  if (!row) throw new Error('the answer statement returned no row');
  return selectionOutcome(row);
}

export function selectionOutcome(row: SelectionRow): SelectionOutcome {
  return {
    userId: row.user_id,
    status: row.status,
    deadline: new Date(row.deadline_ms),
    running: row.running ?? false,
    questionChoiceIds: row.own,
    choiceKinds: row.kinds ?? [],
    questionType: row.qtype ?? 'single',
    allowed: row.allowed,
    stored: row.stored,
    locked: row.locked,
  };
}

/** Built once per database with placeholders (see `ownAttemptQuestionQuery`). */
function storeFlagQuery(db: Db) {
  const open = db
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      and(
        eq(attempts.id, sql.placeholder('attemptId')),
        eq(attempts.userId, sql.placeholder('userId')),
        or(
          eq(attempts.status, 'PAUSED'),
          and(eq(attempts.status, 'IN PROGRESS'), gt(attempts.deadline, sql.placeholder('now'))),
        ),
      ),
    )
    .for('update');
  return db
    .update(attemptQuestions)
    .set({ flagged: sql`${sql.placeholder('flagged')}` })
    .where(
      and(
        eq(attemptQuestions.attemptId, sql.placeholder('attemptId')),
        eq(attemptQuestions.questionId, sql.placeholder('questionId')),
        exists(open),
      ),
    )
    .returning({ questionId: attemptQuestions.questionId, flagged: attemptQuestions.flagged })
    .prepare('store_flag_while_open');
}

const storeFlagQueries = new WeakMap<Db, ReturnType<typeof storeFlagQuery>>();

/**
 * Sets a question's flag in one statement while the attempt is the user's and open (paused, or running before
 * its deadline), holding the attempt's row lock; undefined when it did not land.
 */
export async function storeFlagWhileOpen(
  db: Db,
  input: { userId: number; attemptId: number; questionId: number; flagged: boolean; now: Date },
): Promise<{ questionId: number; flagged: boolean } | undefined> {
  let query = storeFlagQueries.get(db);
  if (!query) storeFlagQueries.set(db, (query = storeFlagQuery(db)));
  const [row] = await query.execute({
    userId: input.userId,
    attemptId: input.attemptId,
    questionId: input.questionId,
    flagged: input.flagged,
    now: input.now.toISOString(),
  });
  return row;
}
