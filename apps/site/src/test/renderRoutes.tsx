import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
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

/** Renders routes inside the app's providers (fresh cache, fake API) in a memory router. */
export function renderRoutes(routes: RouteObject[], api: FakeApi, initialPath = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AppProviders client={api.client} isolatedCache>
            <Outlet />
            <LocationProbe />
          </AppProviders>
        ),
        children: routes,
      },
    ],
    { initialEntries: [initialPath] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
