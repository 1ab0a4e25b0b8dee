import { LoadingSpinner, NavigationProgress } from '@elearning/ui';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { DemoNotice } from './DemoNotice';
import { DocumentTitle } from './DocumentTitle';
import { TakeOverSignal } from './TakeOver';

/**
 * Providers around every route, the page's title, the bar that shows while the next page loads, and the demo-mode
 * notice (at the end of the page); lazy route chunks show the page spinner while they load. The page is hydrated
 * apart from the frame (it has its own Suspense boundary), so the signal that the app has taken over sits beside it.
 */
export function RootLayout() {
  // A link pressed: the router loads the next page's chunk before it changes the address.
  const navigating = useNavigation().state !== 'idle';
  return (
    <AppProviders>
      <DocumentTitle />
      <NavigationProgress active={navigating} />
      <Suspense fallback={<LoadingSpinner variant="page" />}>
        <Outlet />
        <TakeOverSignal />
      </Suspense>
      {/* After the page: it appears once the payment config has loaded, after the first paint, and above
          the page it pushed everything down (a layout shift on every load, docs/prerendering.md). */}
      <DemoNotice />
      <ScrollRestoration />
    </AppProviders>
  );
}
