// The learner's progress page: scores over time, domain accuracy, coverage of the pool, the study streak and
// readiness per test. The maths is in readiness.ts; this file gathers the rows.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import { attemptQuestions, attempts, questions, tests } from '../db/schema';
import { answerVerdicts, type AttemptRow } from '../db/queries/attempts';
import { accessExpiries, accessState } from './access';
import { settleExpiredAttempts } from './attempts';
import type { AppContext } from './context';
import { asDomainName, domainKey } from './domains';
import { inLanguage, type Lang } from './language';
import {
  accuracy,
  domainWindows,
  estimateReadiness,
  MINIMUM_ANSWERS,
  RECENT_ANSWERS_PER_DOMAIN,
  studyStreak,
  weakestDomains,
  type Answer,
  type DomainWindow,
} from './readiness';
import { hasPassed } from './scoring';

/** The latest submitted attempts drawn per test. */
const SCORE_POINTS = 20;

export type AttemptMode = Schemas['AttemptMode'];

/** The one place that says how an attempt was taken (its stored mode). */
export function attemptMode(attempt: Pick<AttemptRow, 'mode'>): AttemptMode {
  return attempt.mode;
}

interface AnswerRow extends Answer {
  testId: number;
  questionId: number;
}

/** The learner's answers on submitted attempts of these tests, newest first, each marked correct or not. */
async function answersOf(ctx: AppContext, userId: number, testIds: number[]): Promise<AnswerRow[]> {
  if (!testIds.length) return [];
  const rows = await ctx.db
    .select({
      testId: attempts.testId,
      questionId: attemptQuestions.questionId,
      domain: questions.domain,
      selected: attemptQuestions.selectedChoiceIds,
    })
    .from(attemptQuestions)
    .innerJoin(attempts, eq(attempts.id, attemptQuestions.attemptId))
    .innerJoin(questions, eq(questions.id, attemptQuestions.questionId))
    .where(
      and(
        eq(attempts.userId, userId),
        eq(attempts.status, 'COMPLETED'),
        inArray(attempts.testId, testIds),
        sql`cardinality(${attemptQuestions.selectedChoiceIds}) > 0`,
      ),
    )
    .orderBy(desc(attempts.endedAt), desc(attempts.id), desc(attemptQuestions.orderId));
  const verdicts = await answerVerdicts(
    ctx.db,
    rows.map((row) => ({ questionId: row.questionId, selectedChoiceIds: row.selected })),
  );
  return rows.map(({ selected: _selected, ...row }, i) => ({ ...row, correct: verdicts[i] === true }));
}

function domainView(window: DomainWindow, seen: number): Schemas['DomainProgress'] {
  return {
    domain: asDomainName(window.domain),
    key: domainKey(window.domain),
    poolSize: window.poolSize,
    seen,
    answered: window.answered,
    correct: window.correct,
    accuracy: accuracy(window),
  };
}

export async function learnerProgress(
  ctx: AppContext,
  userId: number,
  lang: Lang,
): Promise<Schemas['Progress']> {
  await settleExpiredAttempts(ctx, userId);
  const now = ctx.clock.now();
  const [allTests, own, expiries] = await Promise.all([
    ctx.db.select().from(tests).orderBy(asc(tests.id)),
    ctx.db.select().from(attempts).where(eq(attempts.userId, userId)),
    accessExpiries(ctx.db, userId, now),
  ]);
  const submitted = own.filter((a) => a.status === 'COMPLETED');
  const attempted = new Set(submitted.map((a) => a.testId));
  const shown = allTests.filter(
    (t) => attempted.has(t.id) || (t.isActive && accessState(t, expiries.get(t.id), now).hasAccess),
  );
  const ids = shown.map((t) => t.id);
  const [pool, answers] = await Promise.all([
    ids.length
      ? ctx.db
          .select({ testId: questions.testId, domain: questions.domain, count: sql<number>`count(*)::int` })
          .from(questions)
          .where(and(inArray(questions.testId, ids), eq(questions.active, true)))
          .groupBy(questions.testId, questions.domain)
      : Promise.resolve([]),
    answersOf(ctx, userId, ids),
  ]);

  const testViews = shown.map((test): Schemas['TestProgress'] => {
    const testPool = new Map(
      pool.filter((p) => p.testId === test.id).map((p) => [p.domain, p.count] as const),
    );
    const testAnswers = answers.filter((a) => a.testId === test.id);
    const seenByDomain = new Map<string, Set<number>>();
    for (const a of testAnswers)
      seenByDomain.set(a.domain, (seenByDomain.get(a.domain) ?? new Set()).add(a.questionId));
    const windows = domainWindows(testPool, testAnswers);
    const domains = windows.map((w) => domainView(w, seenByDomain.get(w.domain)?.size ?? 0));
    const estimate = estimateReadiness(windows);
    const scores = submitted
      .filter((a) => a.testId === test.id)
      .sort((a, b) => (a.endedAt?.getTime() ?? 0) - (b.endedAt?.getTime() ?? 0) || a.id - b.id)
      .slice(-SCORE_POINTS)
      .map((a) => ({
        historyId: a.id,
        mode: attemptMode(a),
        score: a.score ?? 0,
        passed: hasPassed(a.score ?? 0, a.passingScore),
        endTime: (a.endedAt ?? a.startedAt).toISOString(),
      }));
    const byName = new Map(domains.map((d) => [d.domain as string, d]));
    return {
      testId: test.id,
      title: inLanguage(lang, test.title, test.titleFr),
      passingScore: test.passingScore,
      poolSize: [...testPool.values()].reduce((sum, n) => sum + n, 0),
      questionsSeen: new Set(testAnswers.map((a) => a.questionId)).size,
      scores,
      domains,
      readiness: {
        status: estimate.status,
        answersUsed: estimate.answersUsed,
        minimumAnswers: MINIMUM_ANSWERS,
        estimate: estimate.status === 'estimated' ? estimate.estimate : null,
        low: estimate.status === 'estimated' ? estimate.low : null,
        high: estimate.status === 'estimated' ? estimate.high : null,
        passingScore: test.passingScore,
        weakestDomains: weakestDomains(windows).flatMap((w) => byName.get(w.domain) ?? []),
      },
    };
  });

  return {
    streak: studyStreak(
      own.flatMap((a) => [a.startedAt, ...(a.endedAt ? [a.endedAt] : [])]),
      now,
    ),
    recentAnswersPerDomain: RECENT_ANSWERS_PER_DOMAIN,
    tests: testViews,
  };
}
