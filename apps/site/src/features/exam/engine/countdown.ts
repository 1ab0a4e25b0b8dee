import { useCallback, useEffect, useRef, useState } from 'react';
import type { Clock } from './clock';
import { useLatest } from './useLatest';

/** Whole seconds left before `deadline`: it changes exactly on each second boundary. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Milliseconds until the displayed value next changes. */
export function msToNextTick(deadline: number, now: number): number {
  const rest = (deadline - now) % 1000;
  return rest > 0 ? rest : 1000;
}

interface CountdownState {
  /** Epoch ms when the time runs out while the clock runs; null while it is stopped. */
  deadline: number | null;
  remaining: number;
}

export interface CountdownOptions {
  clock: Clock;
  /** Ticks (and zero detection) happen only while enabled; the deadline survives a disabled spell. */
  enabled: boolean;
  onZero: () => void;
}

export interface Countdown {
  remainingTime: number;
  /** Takes the server's seconds left; `running` false keeps them frozen (a paused session). */
  set(seconds: number, running: boolean): void;
  /** Seconds left right now, computed from the deadline (for requests that carry remainingTime). */
  current(): number;
}

/**
 * The displayed exam clock. Every value is computed from a deadline timestamp, never by decrementing, so
 * late timers or a throttled background tab cannot make it drift.
 */
export function useCountdown({ clock, enabled, onZero }: CountdownOptions): Countdown {
  const [state, setState] = useState<CountdownState>({ deadline: null, remaining: 0 });
  const latest = useRef(state);
  const onZeroRef = useLatest(onZero);

  const set = useCallback(
    (seconds: number, running: boolean) => {
      const next = { deadline: running ? clock.now() + seconds * 1000 : null, remaining: seconds };
      latest.current = next;
      setState(next);
    },
    [clock],
  );

  const current = useCallback(() => {
    const { deadline, remaining } = latest.current;
    return deadline === null ? remaining : secondsLeft(deadline, clock.now());
  }, [clock]);

  const { deadline } = state;
  useEffect(() => {
    if (!enabled || deadline === null) return;
    let timer = clock.setTimeout(tick, 0);
    function tick() {
      if (deadline === null) return;
      const now = clock.now();
      const remaining = secondsLeft(deadline, now);
      setState((s) => (s.deadline === deadline ? { deadline, remaining } : s));
      if (remaining === 0) onZeroRef.current();
      else timer = clock.setTimeout(tick, msToNextTick(deadline, now));
    }
    return () => clock.clearTimeout(timer);
  }, [clock, enabled, deadline, onZeroRef]);

  return { remainingTime: state.remaining, set, current };
}
