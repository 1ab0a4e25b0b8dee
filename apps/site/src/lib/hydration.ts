import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page is rendered at build time and while the browser hydrates that HTML, true afterwards:
 * what only the browser knows (storage) must wait for it, or the first render would not match the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
