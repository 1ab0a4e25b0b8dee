const pad = (n: number) => String(n).padStart(2, '0');
const whole = (seconds: number) => Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));

/** A countdown or duration as HH:MM:SS (hours keep counting past 99). */
export function formatClock(seconds: number): string {
  const s = whole(seconds);
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** A short countdown as M:SS, e.g. 4:05. */
export function formatMinutesSeconds(seconds: number): string {
  const s = whole(seconds);
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}

/** Minutes and zero-padded seconds of a duration, for a translated "Xm SSs". */
export function timeUsedParts(seconds: number): { minutes: number; seconds: string } {
  const s = whole(seconds);
  return { minutes: Math.floor(s / 60), seconds: pad(s % 60) };
}

/** Time used as "Xm SSs", e.g. 70m 05s. */
export function formatTimeUsed(seconds: number): string {
  const parts = timeUsedParts(seconds);
  return `${parts.minutes}m ${parts.seconds}s`;
}

/** Whole minutes left, rounded up so "1 min left" lasts until the end. */
export function minutesLeft(seconds: number): number {
  return Math.ceil(whole(seconds) / 60);
}

/** The time warnings screen readers hear, in minutes left. */
export const TIME_WARNINGS = [10, 5, 1] as const;
export type TimeWarning = (typeof TIME_WARNINGS)[number];

/**
 * The latest warning reached: 10 at ≤ 10 minutes left, 5 at ≤ 5, 1 at ≤ 1; null before (and at 0, when the
 * exam is being submitted). It changes only three times, so a live region built on it speaks only then.
 */
export function timeWarning(seconds: number): TimeWarning | null {
  const s = whole(seconds);
  if (s === 0) return null;
  let reached: TimeWarning | null = null;
  for (const minutes of TIME_WARNINGS) if (s <= minutes * 60) reached = minutes;
  return reached;
}
