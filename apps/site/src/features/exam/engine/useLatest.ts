import { useLayoutEffect, useRef } from 'react';

/** A ref that always holds the last rendered value, for callbacks that outlive a render. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
