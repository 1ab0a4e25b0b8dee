import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page is rendered at build time and while the browser hydrates that HTML, true afterwards
 * (and from the start when nothing is hydrated, e.g. in Storybook): what only the browser knows (storage) must
 * wait for it, or the first render would not match the HTML; what needs the app's code to work (a submit) can
 * say it is not ready yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
