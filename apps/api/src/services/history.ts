import { and, desc, eq } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import { findAttempt, findTest } from '../db/queries/attempts';
import { attempts } from '../db/schema';
import { notFound } from '../http/errors';
import { historyEntry, resultView } from './attempt-views';
import { settleExpiredAttempts } from './attempts';
import type { AppContext } from './context';
import type { Lang } from './language';
import { remainingSeconds } from './exam-clock';

export async function testHistory(
  ctx: AppContext,
  userId: number,
  testId: number,
): Promise<Schemas['HistorySummary'][]> {
  if (!(await findTest(ctx.db, testId))) throw notFound(`Test not found with id: ${testId}`);
  await settleExpiredAttempts(ctx, userId, testId);
  const rows = await ctx.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, 'COMPLETED')))
    .orderBy(desc(attempts.endedAt), desc(attempts.id));
  return rows.map(historyEntry);
}

export async function testResult(
  ctx: AppContext,
  userId: number,
  historyId: number,
  lang: Lang = 'en',
): Promise<Schemas['TestResult']> {
  await settleExpiredAttempts(ctx, userId);
  const attempt = await findAttempt(ctx.db, userId, historyId);
  const test = attempt?.status === 'COMPLETED' ? await findTest(ctx.db, attempt.testId) : undefined;
  if (!attempt || !test) throw notFound(`Test history not found with id: ${historyId}`);
  return resultView(ctx.db, attempt, test, lang);
}

export async function userStats(ctx: AppContext, userId: number): Promise<Schemas['UserStats']> {
  await settleExpiredAttempts(ctx, userId);
  const now = ctx.clock.now();
  const own = await ctx.db.select().from(attempts).where(eq(attempts.userId, userId));
  const completed = own.filter((a) => a.status === 'COMPLETED');
  const open = own.filter((a) => a.status !== 'COMPLETED');
  const spentInOpen = open.reduce((sum, a) => sum + a.timeLimit - remainingSeconds(a, now), 0);
  const spentInCompleted = completed.reduce((sum, a) => sum + (a.timeUsed ?? 0), 0);
  // Practice is checked question by question: not a score earned under exam conditions (spec decision 47).
  const scores = completed.filter((a) => a.mode === 'exam').map((a) => a.score ?? 0);
  return {
    testsCompleted: completed.length,
    testsInProgress: open.length,
    timeSpentSeconds: spentInCompleted + Math.max(0, spentInOpen),
    averageScore: scores.length
      ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10
      : null,
  };
}
