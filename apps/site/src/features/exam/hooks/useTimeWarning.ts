import { useState } from 'react';
import { initialTimeWarningState, nextTimeWarning, type TimeWarningMinutes } from '../lib/timeWarnings';

export interface TimeWarning {
  /** The warning to show now, or null. */
  minutes: TimeWarningMinutes | null;
  dismiss: () => void;
}

/** The 10- and 5-minute warnings of a running attempt, each given once (see `nextTimeWarning`). */
export function useTimeWarning(remainingTime: number): TimeWarning {
  const [state, setState] = useState(initialTimeWarningState);
  // Derived from the clock during render (React's "adjusting state on a prop change"), so no tick is missed.
  const next = nextTimeWarning(state, remainingTime);
  if (next !== state) setState(next);
  return { minutes: next.shown, dismiss: () => setState((s) => ({ ...s, shown: null })) };
}
