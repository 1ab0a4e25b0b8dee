import type { Locale } from '@elearning/ui';

// Each route names its page in `handle.pageTitle`; the document title is "<page> — Kafka Learning" in the
// chosen language (WCAG 2.4.2: a tab, a bookmark and a screen reader's window list say where the learner is).
const en = {
  home: 'Kafka Learning — courses, labs and certification practice tests',
  about: 'About',
  articles: 'Articles',
  contact: 'Contact',
  pricing: 'Pricing',
  login: 'Log in',
  signup: 'Sign up',
  verify: 'Verify your email',
  forgotPassword: 'Forgot password',
  changePassword: 'Change password',
  courses: 'Courses',
  notFound: 'Page not found',
  dashboard: 'Dashboard',
  tests: 'Practice tests',
  testTaking: 'Practice test',
  results: 'Test results',
  orders: 'Orders',
  subscription: 'Premium subscription',
  paymentSuccess: 'Payment complete',
  paymentCancel: 'Payment cancelled',
  settings: 'Settings',
  myCourses: 'My courses',
  article: 'Article',
  practiceLabs: 'Practice labs',
} as const;

export type PageTitleKey = keyof typeof en;

const fr: Record<PageTitleKey, string> = {
  home: 'Kafka Learning — cours, labs et tests blancs de certification',
  about: 'À propos',
  articles: 'Articles',
  contact: 'Contact',
  pricing: 'Tarifs',
  login: 'Connexion',
  signup: 'Inscription',
  verify: 'Vérifiez votre email',
  forgotPassword: 'Mot de passe oublié',
  changePassword: 'Changer le mot de passe',
  courses: 'Cours',
  notFound: 'Page introuvable',
  dashboard: 'Tableau de bord',
  tests: 'Tests d’entraînement',
  testTaking: 'Test d’entraînement',
  results: 'Résultats du test',
  orders: 'Mes commandes',
  subscription: 'Abonnement Premium',
  paymentSuccess: 'Paiement effectué',
  paymentCancel: 'Paiement annulé',
  settings: 'Paramètres',
  myCourses: 'Mes cours',
  article: 'Article',
  practiceLabs: 'Travaux pratiques',
};

const titles: Record<Locale, Record<PageTitleKey, string>> = { en, fr };

/** The document title of a page: the home page's is the site's own, others are "<page> — Kafka Learning". */
export function documentTitle(key: PageTitleKey, locale: Locale): string {
  return key === 'home' ? titles[locale].home : `${titles[locale][key]} — Kafka Learning`;
}

/** What a route puts in its `handle`. */
export interface PageHandle {
  pageTitle: PageTitleKey;
}
