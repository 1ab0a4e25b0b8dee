import { LoadingSpinner } from '@elearning/ui';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { DemoNotice } from './DemoNotice';
import { DocumentTitle } from './DocumentTitle';

/**
 * Providers around every route, the page's title and the demo-mode notice; lazy route chunks show the page
 * spinner while they load.
 */
export function RootLayout() {
  return (
    <AppProviders>
      <DocumentTitle />
      <DemoNotice />
      <Suspense fallback={<LoadingSpinner variant="page" />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </AppProviders>
  );
}
