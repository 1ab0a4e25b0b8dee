// Answer saves on PostgreSQL, written in batches: one statement and one commit for the answers that arrived while
// the previous batch was being written (docs/performance.md, "Fifth pass"). PGlite, one process with one
// connection, keeps the one-answer statement.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createBatcher } from '../batcher';
import { namedStatement, type Db } from '../client';
import {
  answerAccepted,
  answerLocked,
  checkSelectionInput,
  questionAggregates,
  saveSelection,
  selectionOutcome,
  type SelectionInput,
  type SelectionOutcome,
  type SelectionRow,
} from './attempts';

/** Enough to take every learner's answer of a busy moment; a statement's arrays stay small. */
const MAX_BATCH = 64;
/**
 * Batches written at once. One gave the largest batches and the least CPU per answer on two cores (measured
 * against two: docs/performance.md, "Fifth pass"); a batch that waits on an attempt's lock (its learner's submit
 * in progress) holds the next one back for that long, and such locks are held for milliseconds.
 */
const MAX_IN_FLIGHT = 1;

const batchKeys = [
  'attemptIds',
  'questionIds',
  'selections',
  'userIds',
  'sessionHashes',
  'nows',
  'idleAfters',
  'touchBefores',
  'claimeds',
] as const;

/**
 * The one-answer statement (`saveAnswerStatement` in attempts.ts) for many answers, each row with its own
 * outcome: each row's caller (a user id, or a session checked and touched at most once a minute), the attempt
 * locked if it is the caller's (in id order, so two batches cannot deadlock), the question's choices and cap,
 * the practice lock; the selection is written and the deadline shortened only for the rows that pass. A batch
 * never holds two answers to one attempt (the batcher's key), so each attempt and question row is written once.
 */
const saveAnswers = namedStatement<(typeof batchKeys)[number], SelectionRow & { n: number }>(
  'save_answers',
  batchKeys,
  (v) => sql`
    WITH input AS (
      SELECT attempt_id, question_id, selection, user_id, session_hash, to_timestamp(now_ms / 1000) AS now,
        to_timestamp(idle_after_ms / 1000) AS idle_after, to_timestamp(touch_before_ms / 1000) AS touch_before,
        to_timestamp(claimed_ms / 1000) AS claimed, n
      FROM unnest(${v.attemptIds}::int[], ${v.questionIds}::int[], ${v.selections}::text[], ${v.userIds}::int[],
        ${v.sessionHashes}::text[], ${v.nows}::float8[], ${v.idleAfters}::float8[], ${v.touchBefores}::float8[],
        ${v.claimeds}::float8[])
        WITH ORDINALITY AS i(attempt_id, question_id, selection, user_id, session_hash, now_ms, idle_after_ms,
          touch_before_ms, claimed_ms, n)
    ), caller AS (
      SELECT i.n, i.attempt_id, i.question_id, i.selection::int[] AS selection, i.now, i.claimed,
        coalesce(i.user_id, s.user_id) AS user_id
      FROM input i LEFT JOIN sessions s ON i.user_id IS NULL AND s.id_hash = i.session_hash
        AND s.expires_at > i.now AND s.last_seen_at > i.idle_after AND NOT s.via_temporary_password
    ), touched AS (
      UPDATE sessions s SET last_seen_at = i.now
      FROM input i
      WHERE i.user_id IS NULL AND s.id_hash = i.session_hash AND s.expires_at > i.now
        AND s.last_seen_at > i.idle_after AND s.last_seen_at <= i.touch_before
      RETURNING 1
    ), attempt AS (
      SELECT a.id, a.status, a.deadline FROM attempts a
      WHERE (a.id, a.user_id) IN (SELECT attempt_id, user_id FROM caller)
      ORDER BY a.id
      FOR UPDATE
    ), question AS (
      SELECT c.n, ${questionAggregates}, ${answerLocked(sql`c.selection`)} AS locked
      FROM caller c JOIN attempt a ON a.id = c.attempt_id
        JOIN attempt_questions aq ON aq.attempt_id = c.attempt_id AND aq.question_id = c.question_id
        JOIN questions qq ON qq.id = aq.question_id
        JOIN choices ch ON ch.question_id = aq.question_id
      GROUP BY c.n, c.selection, aq.checked_at, aq.selected_choice_ids, qq.type
    ), accepted AS (
      SELECT c.n, c.attempt_id, c.question_id, c.selection, c.claimed
      FROM caller c JOIN attempt a ON a.id = c.attempt_id JOIN question q ON q.n = c.n
      WHERE a.status = 'IN PROGRESS' AND a.deadline > c.now AND NOT q.locked
        AND ${answerAccepted(sql`c.selection`)}
    ), stored AS (
      UPDATE attempt_questions aq SET selected_choice_ids = acc.selection
      FROM accepted acc
      WHERE aq.attempt_id = acc.attempt_id AND aq.question_id = acc.question_id
      RETURNING acc.n
    ), shortened AS (
      UPDATE attempts SET deadline = acc.claimed
      FROM accepted acc
      WHERE attempts.id = acc.attempt_id AND attempts.deadline > acc.claimed
      RETURNING 1
    )
    SELECT c.n::int AS n, c.user_id, a.status,
      (extract(epoch FROM a.deadline) * 1000)::float8 AS deadline_ms,
      a.status = 'IN PROGRESS' AND a.deadline > c.now AS running,
      q.own, q.kinds, q.qtype, coalesce(q.allowed, 0) AS allowed, coalesce(q.locked, false) AS locked,
      EXISTS (SELECT 1 FROM stored WHERE stored.n = c.n) AS stored
    FROM caller c LEFT JOIN attempt a ON a.id = c.attempt_id LEFT JOIN question q ON q.n = c.n
    ORDER BY c.n
  `,
);

/** Writes the answers as one statement; one outcome per answer, in order. */
export async function saveSelections(db: Db, inputs: SelectionInput[]): Promise<SelectionOutcome[]> {
  if (new Set(inputs.map((input) => input.attemptId)).size !== inputs.length)
    throw new Error('a batch holds at most one answer per attempt');
  for (const input of inputs) checkSelectionInput(input);
  // Times as milliseconds: cheaper to send than ISO text (toISOString took 2% of the server's thread).
  const ms = (date: Date) => date.getTime();
  const rows = await saveAnswers(db, {
    attemptIds: inputs.map((input) => input.attemptId),
    questionIds: inputs.map((input) => input.questionId),
    selections: inputs.map((input) => `{${input.selectedChoiceIds.join(',')}}`),
    userIds: inputs.map(({ caller }) => ('userId' in caller ? caller.userId : null)),
    sessionHashes: inputs.map(({ caller }) => ('sessionHash' in caller ? caller.sessionHash : null)),
    nows: inputs.map((input) => ms(input.now)),
    idleAfters: inputs.map(({ caller }) => ('idleAfter' in caller ? ms(caller.idleAfter) : null)),
    touchBefores: inputs.map(({ caller }) => ('touchBefore' in caller ? ms(caller.touchBefore) : null)),
    claimeds: inputs.map((input) => ms(input.claimedDeadline)),
  });
  if (rows.length !== inputs.length || rows.some((row, i) => row.n !== i + 1))
    throw new Error(`the answer statement gave ${rows.length} rows for ${inputs.length} answers`);
  return rows.map(selectionOutcome);
}

const batchers = new WeakMap<Db, (input: SelectionInput) => Promise<SelectionOutcome>>();

/**
 * Saves one answer (see `saveSelection`): on PostgreSQL in the next batch, on PGlite alone. An input the
 * statement could not take fails here, alone; a database failure fails every answer of its batch.
 */
export function saveAnswerSelection(db: Db, input: SelectionInput): Promise<SelectionOutcome> {
  if (!((db as unknown as { $client?: unknown }).$client instanceof pg.Pool)) return saveSelection(db, input);
  checkSelectionInput(input);
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = createBatcher<SelectionInput, SelectionOutcome>({
      run: (inputs) => saveSelections(db, inputs),
      key: (each) => each.attemptId,
      maxSize: MAX_BATCH,
      maxInFlight: MAX_IN_FLIGHT,
    });
    batchers.set(db, batcher);
  }
  return batcher(input);
}
