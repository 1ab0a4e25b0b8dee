import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { ProtectedRoute, PublicOnlyRoute, SignedOutRoute } from './guards';
import { RootLayout } from './RootLayout';

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
    children: [
      {
        lazy: () => import('./layouts/PublicLayout'),
        children: [
          {
            element: <PublicOnlyRoute />,
            children: [
              { path: paths.home, lazy: () => import('../routes/home') },
              { path: paths.login, lazy: () => import('../routes/login') },
            ],
          },
          {
            element: <SignedOutRoute />,
            children: [{ path: paths.signup, lazy: () => import('../routes/signup') }],
          },
          { path: paths.about, lazy: () => import('../routes/about') },
          { path: paths.articles, lazy: () => import('../routes/articles') },
          { path: paths.contact, lazy: () => import('../routes/contact') },
          { path: paths.pricing, lazy: () => import('../routes/pricing') },
          { path: paths.courses, lazy: () => import('../routes/courses') },
          { path: paths.verify, lazy: () => import('../routes/verify') },
          { path: paths.forgotPassword, lazy: () => import('../routes/forgot-password') },
          { path: paths.changePassword, lazy: () => import('../routes/change-password') },
          { path: '*', lazy: () => import('../routes/not-found') },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            lazy: () => import('./layouts/AuthenticatedLayout'),
            children: [
              { path: paths.dashboard, lazy: () => import('../routes/dashboard') },
              { path: paths.tests, lazy: () => import('../routes/tests') },
              { path: paths.test(':id'), lazy: () => import('../routes/test-taking') },
              { path: paths.testResults(':historyId'), lazy: () => import('../routes/results') },
              { path: paths.orders, lazy: () => import('../routes/orders') },
              { path: paths.subscription, lazy: () => import('../routes/subscription') },
              { path: paths.paymentSuccess, lazy: () => import('../routes/payment-success') },
              { path: paths.paymentCancel, lazy: () => import('../routes/payment-cancel') },
              { path: paths.settings, lazy: () => import('../routes/settings') },
              { path: paths.myCourses, lazy: () => import('../routes/my-courses') },
              { path: paths.article(':id'), lazy: () => import('../routes/article') },
              { path: paths.practiceLabs, lazy: () => import('../routes/practice-labs') },
            ],
          },
        ],
      },
    ],
  },
];
