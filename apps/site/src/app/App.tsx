import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** Whether the page's pre-rendered HTML is being hydrated rather than replaced. */
  hydrated: boolean;
}

export function App({ router, hydrated }: AppProps) {
  // Says on <html> how the app took over (data-hydrated="true" or "false"): tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = String(hydrated);
    // The right page is on screen now (public/preferences.js hid a pre-rendered one in another language or theme).
    delete document.documentElement.dataset.staleVariant;
  }, [hydrated]);
  return <RouterProvider router={router} />;
}
