import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';

/** The spec's route table. Each route module is its own lazy chunk exporting `Component`. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [{ path: '*', lazy: () => import('../routes/not-found') }],
  },
];
