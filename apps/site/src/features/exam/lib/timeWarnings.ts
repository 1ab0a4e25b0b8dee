/** The minutes left at which the learner is warned, once each (issue #17). */
export const TIME_WARNING_MINUTES = [10, 5] as const;
export type TimeWarningMinutes = (typeof TIME_WARNING_MINUTES)[number];

/** What the page has seen of the clock: the last value, and the warnings already given. */
export interface TimeWarningState {
  last: number | null;
  given: readonly TimeWarningMinutes[];
  shown: TimeWarningMinutes | null;
}

export const initialTimeWarningState: TimeWarningState = { last: null, given: [], shown: null };

/**
 * The next state after the clock reads `remaining` seconds. A warning is given only when the clock is seen to
 * cross it on this page (from above its minute mark to at or below it, before zero), and never twice: a clock
 * first seen already past it (a resume, a reload) or nudged back above it by the server gives none.
 */
export function nextTimeWarning(state: TimeWarningState, remaining: number): TimeWarningState {
  if (state.last === remaining) return state;
  const { last } = state;
  const crossed =
    last === null || remaining <= 0
      ? []
      : TIME_WARNING_MINUTES.filter((m) => last > m * 60 && remaining <= m * 60 && !state.given.includes(m));
  if (crossed.length === 0) return { ...state, last: remaining };
  return {
    last: remaining,
    given: [...state.given, ...crossed],
    shown: crossed[crossed.length - 1] ?? null,
  };
}
