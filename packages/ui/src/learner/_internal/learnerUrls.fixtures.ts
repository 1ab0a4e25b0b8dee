import type { LearnerUrls } from './urls';

/** Sample link targets for stories and tests (the site passes its own from `config/paths.ts`). */
export const sampleLearnerUrls: LearnerUrls = {
  dashboard: '/dashboard',
  myCourses: '/dashboard/courses',
  tests: '/tests',
  progress: '/progress',
  practiceLabs: '/tps',
  orders: '/orders',
  subscription: '/subscription',
  settings: '/settings',
  articles: '/articles',
  article: (id) => `/course/${id}`,
};
