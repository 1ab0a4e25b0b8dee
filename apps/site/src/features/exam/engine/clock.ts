export type TimerId = ReturnType<typeof setTimeout>;

/** Time and timers, injectable so tests (and the e2e build) control them. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
}

// Globals are read at call time, so vitest's fake timers apply even after this module loaded.
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id),
};
