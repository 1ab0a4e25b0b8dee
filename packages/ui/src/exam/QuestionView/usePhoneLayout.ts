import { useSyncExternalStore } from 'react';
import { breakpoints } from '../../theme/breakpoints';

// Below the sm breakpoint: the exam's phone layout (the one-line exam bar and its palette sheet).
const PHONE = `(max-width: ${breakpoints.sm - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(PHONE);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};
const snapshot = () => window.matchMedia?.(PHONE).matches ?? false;

/**
 * The screen is phone-sized. Decided in script, not CSS, so only one exam header is in the page (one timer, one
 * Pause, one flag for assistive technology and tests); the exam is never pre-rendered, so no server snapshot
 * has to agree.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
