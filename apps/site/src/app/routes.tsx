import type { Locale } from '@elearning/ui';
import type { RouteObject } from 'react-router-dom';
import { FRENCH_PREFIX, paths, pathIn } from '../config/paths';
import { ProtectedRoute, PublicOnlyRoute, SignedOutRoute } from './guards';
import type { PageHandle, PageTitleKey } from './pageTitles';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

const page = (pageTitle: PageTitleKey): PageHandle => ({ pageTitle });
/** A signed-in page whose loading state shows in the frame while the session loads (PageHandle). */
const pageInFrame = (pageTitle: PageTitleKey): PageHandle => ({ pageTitle, loadsInFrame: true });

/**
 * The public pages at their address in one language: English at the spec's paths, French under /fr (spec
 * decision 87), the not-found page for anything else under it. The frame shows the address's language.
 */
function publicPages(locale: Locale): RouteObject[] {
  const at = (path: string) => pathIn(locale, path);
  return [
    {
      element: <PublicOnlyRoute />,
      children: [
        { path: at(paths.home), handle: page('home'), lazy: () => import('../routes/home') },
        { path: at(paths.login), handle: page('login'), lazy: () => import('../routes/login') },
      ],
    },
    {
      element: <SignedOutRoute />,
      children: [{ path: at(paths.signup), handle: page('signup'), lazy: () => import('../routes/signup') }],
    },
    { path: at(paths.about), handle: page('about'), lazy: () => import('../routes/about') },
    { path: at(paths.articles), handle: page('articles'), lazy: () => import('../routes/articles') },
    { path: at(paths.contact), handle: page('contact'), lazy: () => import('../routes/contact') },
    { path: at(paths.pricing), handle: page('pricing'), lazy: () => import('../routes/pricing') },
    { path: at(paths.terms), handle: page('terms'), lazy: () => import('../routes/terms') },
    { path: at(paths.privacy), handle: page('privacy'), lazy: () => import('../routes/privacy') },
    { path: at(paths.courses), handle: page('courses'), lazy: () => import('../routes/courses') },
    { path: at(paths.verify), handle: page('verify'), lazy: () => import('../routes/verify') },
    {
      path: at(paths.forgotPassword),
      handle: page('forgotPassword'),
      lazy: () => import('../routes/forgot-password'),
    },
    {
      path: at(paths.changePassword),
      handle: page('changePassword'),
      lazy: () => import('../routes/change-password'),
    },
    {
      path: locale === 'en' ? '*' : `${FRENCH_PREFIX}/*`,
      handle: page('notFound'),
      lazy: () => import('../routes/not-found'),
    },
  ];
}

/**
 * The spec's route table. Each page is its own lazy chunk exporting `Component`; so are the two frames
 * (public pages, signed-in pages). Guards are layout routes: the frame renders only once access is settled.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The first page chunk loads before anything renders; the providers (and their spinner) live in
    // RootLayout, so there is nothing themed to show before it.
    HydrateFallback: () => null,
    // One boundary for every page: it renders inside RootLayout, so the providers (theme, language) stay.
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            lazy: () => import('./layouts/PublicLayout'),
            children: [...publicPages('en'), ...publicPages('fr')],
          },
          {
            // Signed in or not, each in its own frame (layouts/ArticleFrame).
            path: paths.article(':id'),
            handle: page('article'),
            lazy: () => import('./layouts/ArticleFrame'),
            children: [{ index: true, lazy: () => import('../routes/article') }],
          },
          {
            element: <ProtectedRoute />,
            children: [
              {
                lazy: () => import('./layouts/AuthenticatedLayout'),
                children: [
                  {
                    path: paths.dashboard,
                    handle: pageInFrame('dashboard'),
                    lazy: () => import('../routes/dashboard'),
                  },
                  { path: paths.tests, handle: pageInFrame('tests'), lazy: () => import('../routes/tests') },
                  {
                    path: paths.test(':id'),
                    handle: page('testTaking'),
                    lazy: () => import('../routes/test-taking'),
                  },
                  {
                    path: paths.testResults(':historyId'),
                    handle: page('results'),
                    lazy: () => import('../routes/results'),
                  },
                  { path: paths.orders, handle: page('orders'), lazy: () => import('../routes/orders') },
                  {
                    path: paths.progress,
                    handle: page('progress'),
                    lazy: () => import('../routes/progress'),
                  },
                  {
                    path: paths.subscription,
                    handle: page('subscription'),
                    lazy: () => import('../routes/subscription'),
                  },
                  {
                    path: paths.paymentSuccess,
                    handle: page('paymentSuccess'),
                    lazy: () => import('../routes/payment-success'),
                  },
                  {
                    path: paths.paymentCancel,
                    handle: page('paymentCancel'),
                    lazy: () => import('../routes/payment-cancel'),
                  },
                  {
                    path: paths.settings,
                    handle: page('settings'),
                    lazy: () => import('../routes/settings'),
                  },
                  {
                    path: paths.myCourses,
                    handle: page('myCourses'),
                    lazy: () => import('../routes/my-courses'),
                  },
                  {
                    path: paths.practiceLabs,
                    handle: page('practiceLabs'),
                    lazy: () => import('../routes/practice-labs'),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
