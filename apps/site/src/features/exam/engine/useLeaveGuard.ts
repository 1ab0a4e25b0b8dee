import { useEffect } from 'react';
import { useLatest } from './useLatest';

const SENTINEL = 'examLeaveGuard';

function onSentinel(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && SENTINEL in state;
}

/**
 * While `active`, browser back and hash changes call `onAttempt` instead of leaving: a sentinel history entry
 * (same URL, the router's state kept) absorbs the back step and is pushed again after each attempt.
 * In-app navigation is the router's to block. The sentinel stays when the guard ends: popping it then would
 * race the navigation that usually ends the guard.
 */
export function useLeaveGuard(active: boolean, onAttempt: () => void): void {
  const onAttemptRef = useLatest(onAttempt);
  useEffect(() => {
    if (!active) return;
    const pushSentinel = () => {
      const state: unknown = window.history.state;
      const base = typeof state === 'object' && state !== null ? state : {};
      window.history.pushState({ ...base, [SENTINEL]: true }, '', window.location.href);
    };
    if (!onSentinel()) pushSentinel();
    // A fragment change fires popstate and then hashchange: whichever comes first re-arms the sentinel, so
    // the user's one step away reports one attempt.
    const intercept = () => {
      if (onSentinel()) return;
      pushSentinel();
      onAttemptRef.current();
    };
    window.addEventListener('popstate', intercept);
    window.addEventListener('hashchange', intercept);
    return () => {
      window.removeEventListener('popstate', intercept);
      window.removeEventListener('hashchange', intercept);
    };
  }, [active, onAttemptRef]);
}
