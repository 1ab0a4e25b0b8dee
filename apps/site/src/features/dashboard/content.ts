import type { Test } from '@elearning/api-client';
import type { DashboardArticle, DashboardTest, Locale } from '@elearning/ui';
import { articles } from '../courses/content/articles';

/** My Articles: the first articles the site ships with, in the reader's language. */
export function dashboardArticles(locale: Locale): DashboardArticle[] {
  return articles.slice(0, 3).map((article) => {
    const { id, title, readingMinutes } = article[locale];
    return { id, title, readingMinutes };
  });
}

/** My Tests: the first tests of the server's catalogue, as it names and counts them. */
export function dashboardTests(tests: readonly Test[] | undefined): DashboardTest[] {
  return (tests ?? []).slice(0, 3).map(({ id, title, totalQuestions }) => ({
    id,
    title,
    questionCount: totalQuestions,
  }));
}
