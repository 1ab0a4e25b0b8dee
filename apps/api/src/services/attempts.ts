// One timed attempt from start to submit. Every step runs in a transaction holding the attempt's row lock, and
// first settles an attempt whose time ran out: it is submitted with the answers saved before the deadline.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import type { Db } from '../db/client';
import {
  attemptReview,
  findAttempt,
  findExpiredAttempts,
  findTest,
  type AttemptRow,
  type TestRow,
} from '../db/queries/attempts';
import { attemptPauses, attemptQuestions, attempts, questions, type AttemptMode } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { requireAccess } from './access';
import { resultView, sessionView } from './attempt-views';
import type { AppContext } from './context';
import { SECOND } from './clock';
import type { Lang } from './language';
import { finishClock, isExpired, pauseClock, remainingSeconds, resumeClock, startClock } from './exam-clock';
import { scoreAttempt } from './scoring';
import { newOrderSeed, shuffled } from './shuffle';
import { addQuestionTime, type QuestionTimeEntries } from './question-time';

const OPEN_STATUSES = ['IN PROGRESS', 'PAUSED'] as const;
export const TIME_IS_UP = 'Time is up: this test has ended';
export const ALREADY_SUBMITTED = 'This test has already been submitted';
export const QUESTION_LOCKED = 'This question was checked: its answer can no longer change';
export const PAUSED = 'The test is paused: resume it before answering';
/** Practice is untimed: its clock only bounds how long an open practice attempt is kept (30 days). */
export const PRACTICE_WINDOW_SECONDS = 30 * 24 * 60 * 60;

/**
 * The exam time really used: from the start to the end, less every pause. (Counting it as the limit less the
 * time left credited a learner whose client shortened the clock with time they never spent.)
 */
async function realTimeUsed(db: Db, attempt: AttemptRow, endedAt: Date): Promise<number> {
  const pauses = await db
    .select({ pausedAt: attemptPauses.pausedAt, resumedAt: attemptPauses.resumedAt })
    .from(attemptPauses)
    .where(eq(attemptPauses.attemptId, attempt.id));
  const end = endedAt.getTime();
  const pausedMs = pauses.reduce((sum, pause) => {
    const from = Math.min(pause.pausedAt.getTime(), end);
    const to = Math.min((pause.resumedAt ?? endedAt).getTime(), end);
    return sum + Math.max(0, to - from);
  }, 0);
  const used = Math.floor((end - attempt.startedAt.getTime() - pausedMs) / SECOND);
  return Math.min(attempt.timeLimit, Math.max(0, used));
}

async function complete(
  db: Db,
  attempt: AttemptRow,
  now: Date,
  clientRemaining?: number,
): Promise<AttemptRow> {
  const review = await attemptReview(db, attempt.id);
  const { correctCount, score } = scoreAttempt(review);
  const { endedAt } = finishClock(attempt, now, clientRemaining);
  await db
    .update(attemptPauses)
    .set({ resumedAt: endedAt })
    .where(and(eq(attemptPauses.attemptId, attempt.id), isNull(attemptPauses.resumedAt)));
  const timeUsed = await realTimeUsed(db, attempt, endedAt);
  const [row] = await db
    .update(attempts)
    .set({ status: 'COMPLETED', endedAt, timeUsed, score, correctCount, pausedAt: null })
    .where(eq(attempts.id, attempt.id))
    .returning();
  return row ?? attempt;
}

async function settle(db: Db, attempt: AttemptRow, now: Date): Promise<AttemptRow> {
  return isExpired(attempt, now) ? complete(db, attempt, now) : attempt;
}

/** Runs `step` on the user's attempt, locked and settled; another user's attempt is a 404. */
export async function withAttempt<T>(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  step: (tx: Db, attempt: AttemptRow, now: Date) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const found = await findAttempt(tx, userId, attemptId, true);
    if (!found) throw notFound(`Test session not found with id: ${attemptId}`);
    return step(tx, await settle(tx, found, now), now);
  });
}

export function refuseIfCompleted(attempt: AttemptRow): void {
  if (attempt.status !== 'COMPLETED') return;
  const ranOut = attempt.endedAt && attempt.endedAt.getTime() >= attempt.deadline.getTime();
  throw ranOut ? conflict(TIME_IS_UP, 'ATTEMPT_TIME_UP') : conflict(ALREADY_SUBMITTED, 'ATTEMPT_SUBMITTED');
}

/** Submits every attempt of the user whose time ran out (before listing or counting them). */
export async function settleExpiredAttempts(ctx: AppContext, userId: number, testId?: number): Promise<void> {
  const expired = await findExpiredAttempts(ctx.db, userId, ctx.clock.now());
  for (const attempt of expired.filter((a) => testId === undefined || a.testId === testId)) {
    await withAttempt(ctx, userId, attempt.id, async () => undefined);
  }
}

export async function startAttempt(
  ctx: AppContext,
  userId: number,
  testId: number,
  lang: Lang = 'en',
  mode: AttemptMode = 'exam',
  sample = false,
) {
  // A free sample: the first SAMPLE_QUESTIONS questions, untimed practice, open without access (the attempt
  // holds only those questions, so nothing else of the test is served through it).
  return openNewAttempt(
    ctx,
    userId,
    testId,
    lang,
    sample ? 'practice' : mode,
    async (tx) =>
      tx
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.testId, testId), eq(questions.active, true)))
        .orderBy(asc(questions.position))
        .limit(sample ? SAMPLE_QUESTIONS : 1_000_000),
    { sample },
  );
}

/** The questions of a paid test's free sample. */
export const SAMPLE_QUESTIONS = 5;

/**
 * A fresh attempt of the test with the questions `draw` picks (in the test's order; shuffled per attempt unless
 * the test-only TEST_FIXED_ORDER setting names the test). `draw` runs in the transaction before the open session of the test is discarded, so it
 * can still read that session's flags.
 */
export async function openNewAttempt(
  ctx: AppContext,
  userId: number,
  testId: number,
  lang: Lang,
  mode: AttemptMode,
  draw: (tx: Db, test: TestRow) => Promise<{ id: number }[]>,
  options: { sample?: boolean } = {},
) {
  const now = ctx.clock.now();
  const test = await findTest(ctx.db, testId);
  if (!test || !test.isActive) throw notFound(`Test not found with id: ${testId}`);
  const sample = options.sample === true && !test.isFree;
  if (!sample) await requireAccess(ctx.db, userId, test, now);
  return ctx.db.transaction(async (tx) => {
    const drawn = await draw(tx, test);
    await tx
      .delete(attempts)
      .where(
        and(
          eq(attempts.userId, userId),
          eq(attempts.testId, testId),
          inArray(attempts.status, OPEN_STATUSES),
        ),
      );
    if (drawn.length === 0) throw conflict('This test has no questions yet', 'TEST_WITHOUT_QUESTIONS');
    const orderSeed = ctx.fixedOrder(test.slug) ? null : newOrderSeed();
    const ordered = orderSeed === null ? drawn : shuffled(drawn, orderSeed);
    const clock = startClock(now, mode === 'practice' ? PRACTICE_WINDOW_SECONDS : test.timeLimit);
    const [attempt] = await tx
      .insert(attempts)
      .values({
        userId,
        testId,
        ...clock,
        passingScore: test.passingScore,
        totalQuestions: drawn.length,
        startedAt: now,
        orderSeed,
        mode,
        sample,
      })
      .returning();
    if (!attempt) throw new Error('insert returned no attempt');
    await tx
      .insert(attemptQuestions)
      .values(ordered.map((q, index) => ({ attemptId: attempt.id, orderId: index + 1, questionId: q.id })));
    return sessionView(tx, attempt, now, lang);
  });
}

export async function resumeAttempt(ctx: AppContext, userId: number, attemptId: number, lang: Lang = 'en') {
  return withAttempt(ctx, userId, attemptId, async (tx, attempt, now) => {
    refuseIfCompleted(attempt);
    const test = await findTest(tx, attempt.testId);
    if (test && !attempt.sample) await requireAccess(tx, userId, test, now);
    if (attempt.status !== 'PAUSED') return sessionView(tx, attempt, now, lang);
    const clock = resumeClock(attempt, now);
    await tx
      .update(attemptPauses)
      .set({ resumedAt: now })
      .where(and(eq(attemptPauses.attemptId, attempt.id), isNull(attemptPauses.resumedAt)));
    const [resumed] = await tx.update(attempts).set(clock).where(eq(attempts.id, attempt.id)).returning();
    return sessionView(tx, resumed ?? attempt, now, lang);
  });
}

export async function pauseAttempt(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  clientRemaining: number,
  questionTimes?: QuestionTimeEntries,
) {
  return withAttempt(ctx, userId, attemptId, async (tx, attempt, now) => {
    refuseIfCompleted(attempt);
    await addQuestionTime(tx, attempt, questionTimes);
    if (attempt.status === 'PAUSED')
      return { status: 'PAUSED' as const, remainingTime: remainingSeconds(attempt, now) };
    const clock = pauseClock(attempt, now, clientRemaining);
    await tx.update(attempts).set(clock).where(eq(attempts.id, attempt.id));
    await tx.insert(attemptPauses).values({ attemptId: attempt.id, pausedAt: now });
    return { status: 'PAUSED' as const, remainingTime: remainingSeconds(clock, now) };
  });
}

/**
 * Remembers the question on screen (an orderId of the attempt), so a resume on any device opens it again. Open
 * attempts only; a number outside the attempt is refused.
 */
export async function savePosition(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  questionNumber: number,
) {
  return withAttempt(ctx, userId, attemptId, async (tx, attempt) => {
    refuseIfCompleted(attempt);
    if (questionNumber < 1 || questionNumber > attempt.totalQuestions) {
      throw badRequest(`body/questionNumber must be between 1 and ${attempt.totalQuestions}`);
    }
    await tx.update(attempts).set({ currentQuestion: questionNumber }).where(eq(attempts.id, attempt.id));
    return { questionNumber };
  });
}

/** Idempotent: a submitted attempt answers its result again. */
export async function submitAttempt(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  clientRemaining: number,
  lang: Lang = 'en',
  questionTimes?: QuestionTimeEntries,
): Promise<Schemas['TestResult']> {
  return withAttempt(ctx, userId, attemptId, async (tx, attempt, now) => {
    await addQuestionTime(tx, attempt, questionTimes);
    const done = attempt.status === 'COMPLETED' ? attempt : await complete(tx, attempt, now, clientRemaining);
    const test = await findTest(tx, done.testId);
    if (!test) throw new Error(`test ${done.testId} vanished`);
    return resultView(tx, done, test, lang);
  });
}

/** Adds measured active time to the questions of an open attempt; a submitted one keeps what it had. */
export async function recordQuestionTime(
  ctx: AppContext,
  userId: number,
  attemptId: number,
  entries: QuestionTimeEntries,
): Promise<{ recorded: number }> {
  return withAttempt(ctx, userId, attemptId, async (tx, attempt) => ({
    recorded: await addQuestionTime(tx, attempt, entries),
  }));
}

/** Deletes an open attempt of the learner with its answers; nothing of it stays in the history (409 once submitted). */
export async function abandonAttempt(ctx: AppContext, userId: number, attemptId: number) {
  return withAttempt(ctx, userId, attemptId, async (tx, attempt) => {
    refuseIfCompleted(attempt);
    await tx.delete(attempts).where(eq(attempts.id, attempt.id));
    return { id: attempt.id, abandoned: true as const };
  });
}

export async function findOpenAttempt(ctx: AppContext, userId: number, testId: number) {
  await settleExpiredAttempts(ctx, userId, testId);
  const [open] = await ctx.db
    .select({ id: attempts.id, status: attempts.status })
    .from(attempts)
    .where(
      and(eq(attempts.userId, userId), eq(attempts.testId, testId), inArray(attempts.status, OPEN_STATUSES)),
    )
    .orderBy(desc(attempts.id))
    .limit(1);
  return open ? { id: open.id, status: open.status as (typeof OPEN_STATUSES)[number] } : null;
}
