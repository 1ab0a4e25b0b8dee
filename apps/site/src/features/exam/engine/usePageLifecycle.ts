import { useEffect } from 'react';
import { useLatest } from './useLatest';

export interface PageLifecycleHandlers {
  /** The tab became hidden (switched away, minimised, or the first step of closing). */
  onHidden: () => void;
  /**
   * The page is going away (pagehide, beforeunload) or the component unmounts (an in-app navigation that
   * did not stop the test). Only calls that survive unload work here.
   */
  onUnload: () => void;
}

export function usePageLifecycle(handlers: PageLifecycleHandlers): void {
  const latest = useLatest(handlers);
  useEffect(() => {
    const visibility = () => {
      if (document.visibilityState === 'hidden') latest.current.onHidden();
    };
    const unload = () => latest.current.onUnload();
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('pagehide', unload);
    window.addEventListener('beforeunload', unload);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('pagehide', unload);
      window.removeEventListener('beforeunload', unload);
      unload();
    };
  }, [latest]);
}
