import { useState } from 'react';
import { useLatest } from './useLatest';

type Actions = Record<string, (...args: never[]) => unknown>;

/** Stable wrappers around functions rebuilt each render, so consumers can memoise on them. */
export function useStableActions<T extends Actions>(actions: T): T {
  const latest = useLatest(actions);
  const [stable] = useState(() => {
    const wrappers: Actions = {};
    for (const key of Object.keys(actions)) {
      wrappers[key] = (...args: never[]) => latest.current[key]?.(...args);
    }
    return wrappers as T;
  });
  return stable;
}
