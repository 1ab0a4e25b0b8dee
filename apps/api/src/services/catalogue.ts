// The test catalogue with each learner's own figures: attempts, best score, open session, access.
import { and, count, eq } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import type { Db } from '../db/client';
import { attempts, questions, tests } from '../db/schema';
import { notFound } from '../http/errors';
import { accessExpiries, accessState, type Expiries } from './access';
import { settleExpiredAttempts } from './attempts';
import type { AppContext } from './context';
import { sortDomains } from './domains';
import { remainingSeconds } from './exam-clock';
import { inLanguage, type Lang } from './language';

type Test = Schemas['Test'];
type TestRow = typeof tests.$inferSelect;
type AttemptRow = typeof attempts.$inferSelect;

async function questionFigures(db: Db) {
  const rows = await db
    .select({ testId: questions.testId, domain: questions.domain, count: count() })
    .from(questions)
    .where(eq(questions.active, true))
    .groupBy(questions.testId, questions.domain);
  const byTest = new Map<number, { total: number; domains: string[] }>();
  for (const row of rows) {
    const entry = byTest.get(row.testId) ?? { total: 0, domains: [] };
    entry.total += row.count;
    entry.domains.push(row.domain);
    byTest.set(row.testId, entry);
  }
  return byTest;
}

function userFigures(own: AttemptRow[], now: Date) {
  const completed = own.filter((a) => a.status === 'COMPLETED');
  const exams = completed.filter((a) => a.mode === 'exam');
  const newest = own.reduce<AttemptRow | undefined>((a, b) => (!a || b.id > a.id ? b : a), undefined);
  const open = own.filter((a) => a.status !== 'COMPLETED').sort((a, b) => b.id - a.id)[0];
  const scores = exams.map((a) => a.score ?? 0);
  return {
    userAttempts: completed.length,
    bestScore: scores.length ? Math.max(...scores) : null,
    lastStatus: newest ? newest.status : ('NOT STARTED' as const),
    lastMode: newest ? newest.mode : null,
    hasAbandonedTest: !!open,
    remainingTime: open ? remainingSeconds(open, now) : null,
    openQuestion: open ? open.currentQuestion : null,
  };
}

function toTest(
  row: TestRow,
  figures: { total: number; domains: string[] } | undefined,
  lang: Lang,
): Omit<Test, keyof ReturnType<typeof userFigures> | keyof ReturnType<typeof accessState>> {
  return {
    id: row.id,
    title: inLanguage(lang, row.title, row.titleFr),
    description: inLanguage(lang, row.description, row.descriptionFr),
    timeLimit: row.timeLimit,
    passingScore: row.passingScore,
    totalQuestions: figures?.total ?? 0,
    topics: sortDomains(figures?.domains ?? []),
    isFree: row.isFree,
    price: row.priceCents / 100,
    currency: row.currency,
    isActive: row.isActive,
  };
}

const anonymousFigures = {
  userAttempts: 0,
  bestScore: null,
  lastStatus: null,
  lastMode: null,
  hasAbandonedTest: false,
  remainingTime: null,
  openQuestion: null,
} as const;

/** Active tests (or the one asked for), with the figures of `userId` or anonymous ones. */
export async function listTests(
  ctx: AppContext,
  userId: number | null,
  onlyTestId?: number,
  lang: Lang = 'en',
): Promise<Test[]> {
  const now = ctx.clock.now();
  if (userId) await settleExpiredAttempts(ctx, userId);
  const where = onlyTestId
    ? and(eq(tests.isActive, true), eq(tests.id, onlyTestId))
    : eq(tests.isActive, true);
  const [rows, figures, own, expiries] = await Promise.all([
    ctx.db.select().from(tests).where(where).orderBy(tests.id),
    questionFigures(ctx.db),
    userId ? ctx.db.select().from(attempts).where(eq(attempts.userId, userId)) : Promise.resolve([]),
    userId ? accessExpiries(ctx.db, userId, now, onlyTestId) : Promise.resolve(new Map<number, Expiries>()),
  ]);
  return rows.map((row) => ({
    ...toTest(row, figures.get(row.id), lang),
    ...(userId
      ? userFigures(
          own.filter((a) => a.testId === row.id),
          now,
        )
      : anonymousFigures),
    ...accessState(row, expiries.get(row.id), now),
  }));
}

export async function getTest(
  ctx: AppContext,
  userId: number | null,
  testId: number,
  lang: Lang = 'en',
): Promise<Test> {
  const [test] = await listTests(ctx, userId, testId, lang);
  if (!test) throw notFound(`Test not found with id: ${testId}`);
  return test;
}
