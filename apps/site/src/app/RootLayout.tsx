import { LoadingSpinner } from '@elearning/ui';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { DocumentTitle } from './DocumentTitle';

/** Providers around every route and the page's title; lazy route chunks show the page spinner while they load. */
export function RootLayout() {
  return (
    <AppProviders>
      <DocumentTitle />
      <Suspense fallback={<LoadingSpinner variant="page" />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </AppProviders>
  );
}
