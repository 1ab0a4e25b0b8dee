/**
 * Where the signed-in learner's links go: the app's URLs, from the site's `config/paths.ts`. Each screen takes
 * the few it needs (`Pick<LearnerUrls, …>`), so the site can pass one object everywhere.
 */
export interface LearnerUrls {
  dashboard: string;
  myCourses: string;
  tests: string;
  /** Scores over time, domain accuracy and readiness. */
  progress: string;
  practiceLabs: string;
  orders: string;
  subscription: string;
  settings: string;
  /** The public article catalogue. */
  articles: string;
  /** One article in the reader. */
  article: (id: string | number) => string;
}
