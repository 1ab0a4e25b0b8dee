import type { LearnerUrls, Locale, ProgressUrls, PublicUrls } from '@elearning/ui';

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

/** Where the French address of a public page starts: `/fr/about`, and `/fr` for the home page. */
export const FRENCH_PREFIX = '/fr';

/**
 * The public pages with an address per language: English at the path above, French under FRENCH_PREFIX (spec
 * decision 87). The signed-in pages keep one address and show the learner's language.
 */
export const localizedPaths: readonly string[] = [
  paths.home,
  paths.about,
  paths.articles,
  paths.contact,
  paths.pricing,
  paths.login,
  paths.signup,
  paths.verify,
  paths.forgotPassword,
  paths.changePassword,
  paths.courses,
  paths.terms,
  paths.privacy,
];

const isFrench = (pathname: string) => pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`);

/** A public page's path without its language (`/fr/about` → `/about`, `/fr` → `/`); other paths as they are. */
export function pathWithoutLanguage(pathname: string): string {
  return isFrench(pathname) ? pathname.slice(FRENCH_PREFIX.length) || paths.home : pathname;
}

/**
 * The language an address carries: French under FRENCH_PREFIX (its not-found page included), English at a
 * localized page's own path, none elsewhere (a signed-in page shows the learner's language).
 */
export function localeOfAddress(pathname: string): Locale | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isFrench(path)) return 'fr';
  return localizedPaths.includes(path) ? 'en' : undefined;
}

/** A path in a language: a localized public page's address in it (`/about` in French: `/fr/about`), else the path. */
export function pathIn(locale: Locale, path: string): string {
  const [pathname = '', rest = ''] = /^([^?#]*)(.*)$/.exec(path)?.slice(1) ?? [];
  const base = pathWithoutLanguage(pathname);
  if (!localizedPaths.includes(base)) return path;
  if (locale === 'en') return base + rest;
  return (base === paths.home ? FRENCH_PREFIX : FRENCH_PREFIX + base) + rest;
}

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

/** The public frame's links in a language: each localized page at its address in that language. */
export function publicUrlsIn(locale: Locale): PublicUrls {
  const entries = Object.entries(publicUrls).map(([key, path]) => [key, pathIn(locale, path)]);
  return Object.fromEntries(entries) as PublicUrls;
}

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
