import { LoadingSpinner } from '@elearning/ui';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppProviders } from './AppProviders';

/** Providers around every route; lazy route chunks show the page spinner while they load. */
export function RootLayout() {
  return (
    <AppProviders>
      <Suspense fallback={<LoadingSpinner variant="page" />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </AppProviders>
  );
}
