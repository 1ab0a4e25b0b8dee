import { sampleArticlesFor, type DashboardArticle, type DashboardTest, type Locale } from '@elearning/ui';

/** My Articles: the first articles of the catalogue shipped with the site, in the reader's language. */
export function dashboardArticles(locale: Locale): DashboardArticle[] {
  return sampleArticlesFor(locale)
    .slice(0, 3)
    .map(({ id, title, durationMinutes }) => ({ id, title, readingMinutes: durationMinutes }));
}

/** My Tests: the practice tests the product ships with (static, spec decision 10); each opens the catalogue. */
export const dashboardTests: DashboardTest[] = [
  { id: 1, title: 'Kafka Fundamentals Practice Test', questionCount: 24 },
  { id: 2, title: 'CCDAK Full Mock Exam', questionCount: 60 },
  { id: 3, title: 'Kafka Streams, Connect & ksqlDB Deep Dive', questionCount: 25 },
];
