import type { Test } from '@elearning/api-client';
import type { DashboardArticle, DashboardOpenAttempt, DashboardTest, Locale } from '@elearning/ui';
import { paths } from '../../config/paths';
import { QUESTION_PARAM } from '../exam/hooks/usePlaceInUrl';
import { articles } from '../courses/content/articles';

/** My Articles: the first articles the site ships with, in the reader's language. */
export function dashboardArticles(locale: Locale): DashboardArticle[] {
  return articles.slice(0, 3).map((article) => {
    const { id, title, readingMinutes } = article[locale];
    return { id, title, readingMinutes };
  });
}

/** My Tests: the first tests of the server's catalogue, as it names and counts them; each opens its page. */
export function dashboardTests(tests: readonly Test[] | undefined): DashboardTest[] {
  return (tests ?? []).slice(0, 3).map(({ id, title, totalQuestions }) => ({
    id,
    title,
    questionCount: totalQuestions,
    href: paths.test(id),
  }));
}

/**
 * "Continue where you left off": every test with an open attempt, resumed at the question the server kept
 * (`?question=n` takes the test page straight into the attempt).
 */
export function dashboardOpenAttempts(tests: readonly Test[] | undefined): DashboardOpenAttempt[] {
  return (tests ?? [])
    .filter((t) => t.hasAbandonedTest)
    .map((t) => {
      const questionNumber = t.openQuestion ?? 1;
      return {
        id: t.id,
        title: t.title,
        questionNumber,
        totalQuestions: t.totalQuestions,
        remainingTime: t.lastMode === 'practice' ? null : t.remainingTime,
        href: `${paths.test(t.id)}?${QUESTION_PARAM}=${questionNumber}`,
      };
    });
}

/** A learner who has started anything is greeted "Welcome back"; a first visit "Welcome". */
export function isReturning(stats: { testsCompleted: number; testsInProgress: number } | undefined): boolean {
  return !!stats && stats.testsCompleted + stats.testsInProgress > 0;
}
