import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { TakeOverProvider } from './TakeOver';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** Whether the page's pre-rendered HTML is being hydrated rather than replaced. */
  hydrated: boolean;
  /** Runs once the app has taken the page over, before it says so (gives back text typed while it loaded). */
  onTakeOver?: () => void;
}

export function App({ router, hydrated, onTakeOver }: AppProps) {
  return (
    <TakeOverProvider hydrated={hydrated} onTakeOver={onTakeOver}>
      <RouterProvider router={router} />
    </TakeOverProvider>
  );
}
