import { defineMessage, defineMessages, type IntlShape } from 'react-intl';

// Each route names its page in `handle.pageTitle`; the document title is "<page> — Kafka Learning" in the
// chosen language (WCAG 2.4.2: a tab, a bookmark and a screen reader's window list say where the learner is).
const titles = defineMessages({
  home: {
    id: 'site.pageTitles.home',
    defaultMessage: 'Kafka Learning — courses, labs and certification practice tests',
  },
  about: { id: 'site.pageTitles.about', defaultMessage: 'About' },
  articles: { id: 'site.pageTitles.articles', defaultMessage: 'Articles' },
  contact: { id: 'site.pageTitles.contact', defaultMessage: 'Contact' },
  pricing: { id: 'site.pageTitles.pricing', defaultMessage: 'Pricing' },
  login: { id: 'site.pageTitles.login', defaultMessage: 'Log in' },
  signup: { id: 'site.pageTitles.signup', defaultMessage: 'Sign up' },
  verify: { id: 'site.pageTitles.verify', defaultMessage: 'Verify your email' },
  forgotPassword: { id: 'site.pageTitles.forgotPassword', defaultMessage: 'Forgot password' },
  changePassword: { id: 'site.pageTitles.changePassword', defaultMessage: 'Change password' },
  courses: { id: 'site.pageTitles.courses', defaultMessage: 'Courses' },
  notFound: { id: 'site.pageTitles.notFound', defaultMessage: 'Page not found' },
  dashboard: { id: 'site.pageTitles.dashboard', defaultMessage: 'Dashboard' },
  tests: { id: 'site.pageTitles.tests', defaultMessage: 'Practice tests' },
  testTaking: { id: 'site.pageTitles.testTaking', defaultMessage: 'Practice test' },
  results: { id: 'site.pageTitles.results', defaultMessage: 'Test results' },
  orders: { id: 'site.pageTitles.orders', defaultMessage: 'Orders' },
  progress: { id: 'site.pageTitles.progress', defaultMessage: 'Progress' },
  subscription: { id: 'site.pageTitles.subscription', defaultMessage: 'Premium subscription' },
  paymentSuccess: { id: 'site.pageTitles.paymentSuccess', defaultMessage: 'Payment complete' },
  paymentCancel: { id: 'site.pageTitles.paymentCancel', defaultMessage: 'Payment cancelled' },
  settings: { id: 'site.pageTitles.settings', defaultMessage: 'Settings' },
  myCourses: { id: 'site.pageTitles.myCourses', defaultMessage: 'My courses' },
  article: { id: 'site.pageTitles.article', defaultMessage: 'Article' },
  practiceLabs: { id: 'site.pageTitles.practiceLabs', defaultMessage: 'Practice labs' },
  terms: { id: 'site.pageTitles.terms', defaultMessage: 'Terms of Service' },
  privacy: { id: 'site.pageTitles.privacy', defaultMessage: 'Privacy Policy' },
});

const suffixed = defineMessage<{ page: string }>({
  id: 'site.pageTitles.suffix',
  defaultMessage: '{page} — Kafka Learning',
});

export type PageTitleKey = keyof typeof titles;

/** The document title of a page: the home page's is the site's own, others are "<page> — Kafka Learning". */
export function documentTitle(key: PageTitleKey, intl: IntlShape): string {
  const page = intl.formatMessage(titles[key]);
  return key === 'home' ? page : intl.formatMessage(suffixed, { page });
}

/** What a route puts in its `handle`. */
export interface PageHandle {
  pageTitle: PageTitleKey;
  /**
   * A signed-in page that draws its own loading state inside the signed-in frame while the session loads
   * (ProtectedRoute), instead of the page spinner: the server sends that state pre-rendered as its first
   * paint (docs/prerendering.md, "Signed-in shell, fifth pass").
   */
  loadsInFrame?: true;
}
