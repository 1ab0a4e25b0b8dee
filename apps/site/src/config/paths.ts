import type { LearnerUrls, ProgressUrls, PublicUrls } from '@elearning/ui';

// Every path of the spec's route table, in one place: routes, redirects and links read them from here.
export const paths = {
  home: '/',
  about: '/about',
  articles: '/articles',
  contact: '/contact',
  pricing: '/pricing',
  login: '/login',
  signup: '/signup',
  verify: '/verify',
  forgotPassword: '/forgot-password',
  changePassword: '/change-password',
  courses: '/courses',
  dashboard: '/dashboard',
  tests: '/tests',
  test: (id: number | string) => `/tests/${id}`,
  testResults: (historyId: number | string) => `/tests/results/${historyId}`,
  orders: '/orders',
  progress: '/progress',
  subscription: '/subscription',
  paymentSuccess: '/success',
  paymentCancel: '/cancel',
  myCourses: '/dashboard/courses',
  settings: '/settings',
  article: (id: number | string) => `/course/${id}`,
  practiceLabs: '/tps',
  terms: '/terms',
  privacy: '/privacy',
} as const;

/** The public frame's links (top bar, drawer, footer): the ui holds no URL of its own. */
export const publicUrls = {
  home: paths.home,
  about: paths.about,
  articles: paths.articles,
  contact: paths.contact,
  pricing: paths.pricing,
  login: paths.login,
  signup: paths.signup,
  dashboard: paths.dashboard,
  settings: paths.settings,
  practiceLabs: paths.practiceLabs,
  terms: paths.terms,
  privacy: paths.privacy,
  cookies: `${paths.privacy}#privacy-cookies`,
} as const satisfies PublicUrls;

/** The signed-in screens' links (side menu, drawer, logo, account menu, and the links inside each screen). */
export const learnerUrls = {
  dashboard: paths.dashboard,
  myCourses: paths.myCourses,
  tests: paths.tests,
  progress: paths.progress,
  practiceLabs: paths.practiceLabs,
  orders: paths.orders,
  subscription: paths.subscription,
  settings: paths.settings,
  articles: paths.articles,
  article: paths.article,
} as const satisfies LearnerUrls;

/** The progress screens' links. A weak domain's practice opens the test's page with the set form pre-filled. */
export const progressUrls = {
  tests: paths.tests,
  progress: paths.progress,
  practiseDomain: (testId: number, domainKey: string) =>
    `${paths.test(testId)}?practise=${encodeURIComponent(domainKey)}`,
} as const satisfies ProgressUrls;
