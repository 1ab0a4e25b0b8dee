import type { UseExamSessionOptions } from '../engine';

/** Shorter inactivity thresholds, in seconds, for end-to-end tests (see this feature's README). */
export interface InactivityOverride {
  warnAfter?: number;
  pauseAfter?: number;
}

declare global {
  interface Window {
    /** Set before the app loads (Playwright's addInitScript) to shorten the inactivity clock. */
    __EXAM_INACTIVITY__?: InactivityOverride;
  }
}

const seconds = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/**
 * The inactivity thresholds for the engine: the spec's 300 s and 600 s unless the page was given shorter ones
 * in `window.__EXAM_INACTIVITY__`. Only a script running before the app can set it, so it moves nothing a
 * learner could not already do by waiting; a warning that would come after the pause is dropped.
 */
export function inactivityOptions(
  override: unknown = typeof window === 'undefined' ? undefined : window.__EXAM_INACTIVITY__,
): Pick<UseExamSessionOptions, 'inactivityWarningAfter' | 'inactivityPauseAfter'> {
  if (typeof override !== 'object' || override === null) return {};
  const { warnAfter, pauseAfter } = override as Record<string, unknown>;
  const warn = seconds(warnAfter);
  const pause = seconds(pauseAfter);
  if (pause === undefined) return warn === undefined ? {} : { inactivityWarningAfter: warn };
  return {
    inactivityPauseAfter: pause,
    ...(warn !== undefined && warn < pause ? { inactivityWarningAfter: warn } : {}),
  };
}
