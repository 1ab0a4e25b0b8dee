// The exam clock belongs to the server. An attempt stores its deadline; a pause freezes the time left at the
// moment of pausing and resuming moves the deadline forward by the paused interval. A client may report less
// time left than the server computes (its timer only ever shortens the exam), never more.
import type { AttemptStatus } from '../db/schema';
import { SECOND } from './clock';

export interface ExamClock {
  status: AttemptStatus;
  deadline: Date;
  pausedAt: Date | null;
  /** Seconds. */
  timeLimit: number;
}

function remainingMs(clock: ExamClock, now: Date): number {
  const reference = clock.pausedAt ?? now;
  return Math.max(0, clock.deadline.getTime() - reference.getTime());
}

/** Whole seconds left; frozen while paused. */
export function remainingSeconds(clock: ExamClock, now: Date): number {
  return Math.floor(remainingMs(clock, now) / SECOND);
}

/** A running attempt whose deadline has passed: it must be submitted before anything else happens. */
export function isExpired(clock: ExamClock, now: Date): boolean {
  return clock.status === 'IN PROGRESS' && now.getTime() >= clock.deadline.getTime();
}

/** The deadline a client's clock implies when it reports `clientRemaining` seconds at `reference`. */
export function claimedDeadline(reference: Date, clientRemaining: number): Date {
  return new Date(reference.getTime() + Math.max(0, clientRemaining) * SECOND);
}

/** The deadline after a client reports `clientRemaining` seconds: the earlier of the two wins. */
export function shortenedDeadline(clock: ExamClock, now: Date, clientRemaining: number | undefined): Date {
  if (clientRemaining === undefined) return clock.deadline;
  const claimed = claimedDeadline(clock.pausedAt ?? now, clientRemaining);
  return new Date(Math.min(clock.deadline.getTime(), claimed.getTime()));
}

export function startClock(now: Date, timeLimit: number): ExamClock {
  return {
    status: 'IN PROGRESS',
    deadline: new Date(now.getTime() + timeLimit * SECOND),
    pausedAt: null,
    timeLimit,
  };
}

export function pauseClock(clock: ExamClock, now: Date, clientRemaining?: number): ExamClock {
  if (clock.status !== 'IN PROGRESS') return clock;
  return {
    ...clock,
    status: 'PAUSED',
    deadline: shortenedDeadline(clock, now, clientRemaining),
    pausedAt: now,
  };
}

export function resumeClock(clock: ExamClock, now: Date): ExamClock {
  if (clock.status !== 'PAUSED' || !clock.pausedAt) return clock;
  const pausedFor = Math.max(0, now.getTime() - clock.pausedAt.getTime());
  return {
    ...clock,
    status: 'IN PROGRESS',
    deadline: new Date(clock.deadline.getTime() + pausedFor),
    pausedAt: null,
  };
}

/**
 * When the attempt ends and how much exam time it used. An expired attempt ends at its deadline, whenever the
 * next request happens to come in.
 */
export function finishClock(
  clock: ExamClock,
  now: Date,
  clientRemaining?: number,
): { endedAt: Date; timeUsed: number } {
  const deadline = shortenedDeadline(clock, now, clientRemaining);
  const settled = { ...clock, deadline };
  const left = remainingSeconds(settled, now);
  const endedAt = !clock.pausedAt && now.getTime() > deadline.getTime() ? deadline : now;
  return { endedAt, timeUsed: Math.min(clock.timeLimit, Math.max(0, clock.timeLimit - left)) };
}
