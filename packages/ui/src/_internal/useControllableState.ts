import { useCallback, useState } from 'react';

/**
 * A value that the parent may own (`value` + `onChange`) or leave to the component (`defaultValue`), the way
 * Radix primitives take `value` / `defaultValue` / `onValueChange`.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T | (() => T),
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}
