import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { unwrap } from '@elearning/api-client';
import { AppProviders } from '../app/AppProviders';
import { DataLayer } from '../app/DataLayer';
import { createSession } from '../app/session';
import type { FakeApi } from './fakeApi';

/** Shows where the router is, with the navigation state, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="location">
      {location.pathname}
      {location.search}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </output>
  );
}

/** The app's session over the fake API (the same calls the site makes with fetch). */
export function sessionOver({ client }: FakeApi) {
  return createSession({
    authStatus: () => unwrap(client.GET('/users/auth-status')),
    me: () => unwrap(client.GET('/users/me')),
    paymentConfig: () => unwrap(client.GET('/payments/config')),
    logout: () => unwrap(client.POST('/users/logout')),
    saveLanguage: (body) => unwrap(client.PUT('/users/language', { body })),
  });
}

/** Renders routes inside the app's providers (a fresh session and cache, the data layer, the fake API) in a memory router. */
export function renderRoutes(
  routes: RouteObject[],
  api: FakeApi,
  initialPath: string | { pathname: string; search?: string; state?: unknown } = '/',
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AppProviders session={sessionOver(api)}>
            <DataLayer client={api.client} isolatedCache>
              <Outlet />
              <LocationProbe />
            </DataLayer>
          </AppProviders>
        ),
        children: routes,
      },
    ],
    { initialEntries: [initialPath] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
