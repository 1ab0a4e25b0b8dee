import { createContext, useContext, useEffect, type ReactNode } from 'react';

interface TakeOver {
  /** Whether the page's pre-rendered HTML is being hydrated rather than replaced. */
  hydrated: boolean;
  /** Runs once the page's content belongs to the app, before that is announced. */
  onTakeOver?: () => void;
}

const TakeOverContext = createContext<TakeOver>({ hydrated: false });

export function TakeOverProvider({ children, ...value }: TakeOver & { children: ReactNode }) {
  return <TakeOverContext.Provider value={value}>{children}</TakeOverContext.Provider>;
}

/**
 * Rendered beside the page, inside its Suspense boundary: its effect runs when the page's own content has
 * been hydrated (or rendered), which can be after the frame around it. Then it says so on <html>
 * (data-hydrated="true" or "false"); tests wait for it.
 */
export function TakeOverSignal() {
  const { hydrated, onTakeOver } = useContext(TakeOverContext);
  useEffect(() => {
    onTakeOver?.();
    document.documentElement.dataset.hydrated = String(hydrated);
    // The right page is on screen now (public/preferences.js hid a pre-rendered one in another language or theme).
    delete document.documentElement.dataset.staleVariant;
  }, [hydrated, onTakeOver]);
  return null;
}
