import { useCallback, useEffect, useState } from 'react';
import type { Clock } from './clock';
import { useLatest } from './useLatest';

export const INACTIVITY_WARNING_SECONDS = 300;
export const INACTIVITY_PAUSE_SECONDS = 600;

export interface InactivityWarning {
  /** Seconds before the automatic pause. */
  secondsLeft: number;
}

export interface InactivityOptions {
  clock: Clock;
  /** The counter runs only while active; it restarts from zero each time it becomes active. */
  active: boolean;
  warnAfter?: number;
  pauseAfter?: number;
  onTimeout: () => void;
}

/** The idle counter of a running test: a warning from `warnAfter` seconds, `onTimeout` at `pauseAfter`. */
export function useInactivity({
  clock,
  active,
  warnAfter = INACTIVITY_WARNING_SECONDS,
  pauseAfter = INACTIVITY_PAUSE_SECONDS,
  onTimeout,
}: InactivityOptions) {
  const [idle, setIdle] = useState(0);
  const [resets, setResets] = useState(0);
  const [wasActive, setWasActive] = useState(active);
  const onTimeoutRef = useLatest(onTimeout);

  // Adjusting state while rendering (not in an effect) so a stale count never shows for a frame.
  if (wasActive !== active) {
    setWasActive(active);
    setIdle(0);
  }

  useEffect(() => {
    if (!active) return;
    const origin = clock.now();
    let timer = clock.setTimeout(tick, 1000);
    function tick() {
      const elapsed = clock.now() - origin;
      const seconds = Math.floor(elapsed / 1000);
      setIdle(seconds);
      if (seconds >= pauseAfter) onTimeoutRef.current();
      else timer = clock.setTimeout(tick, 1000 - (elapsed % 1000));
    }
    return () => clock.clearTimeout(timer);
  }, [active, resets, clock, pauseAfter, onTimeoutRef]);

  const reset = useCallback(() => {
    setIdle(0);
    setResets((n) => n + 1);
  }, []);

  const warning: InactivityWarning | null =
    active && idle >= warnAfter ? { secondsLeft: Math.max(0, pauseAfter - idle) } : null;

  return { idleSeconds: active ? idle : 0, warning, reset };
}
