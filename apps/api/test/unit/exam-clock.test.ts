import { describe, expect, it } from 'vitest';
import { SECOND } from '../../src/services/clock';
import {
  finishClock,
  isExpired,
  pauseClock,
  remainingSeconds,
  resumeClock,
  shortenedDeadline,
  startClock,
} from '../../src/services/exam-clock';

const t0 = new Date('2026-11-21T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * SECOND);

describe('exam clock', () => {
  it('counts down from the time limit and expires at the deadline', () => {
    const clock = startClock(t0, 600);
    expect(remainingSeconds(clock, at(0))).toBe(600);
    expect(remainingSeconds(clock, at(100.4))).toBe(499);
    expect(isExpired(clock, at(599.9))).toBe(false);
    expect(isExpired(clock, at(600))).toBe(true);
    expect(remainingSeconds(clock, at(700))).toBe(0);
  });

  it('only lets the client shorten the time', () => {
    const clock = startClock(t0, 600);
    expect(shortenedDeadline(clock, at(100), 9_999)).toEqual(clock.deadline);
    expect(shortenedDeadline(clock, at(100), 200)).toEqual(at(300));
    expect(shortenedDeadline(clock, at(100), undefined)).toEqual(clock.deadline);
    expect(shortenedDeadline(clock, at(100), -5)).toEqual(at(100));
  });

  it('freezes while paused and moves the deadline by the pause on resume', () => {
    const paused = pauseClock(startClock(t0, 600), at(100), 10_000);
    expect(paused.status).toBe('PAUSED');
    expect(remainingSeconds(paused, at(100))).toBe(500);
    expect(remainingSeconds(paused, at(5_000))).toBe(500);
    expect(isExpired(paused, at(5_000))).toBe(false);
    const resumed = resumeClock(paused, at(1_000));
    expect(resumed).toMatchObject({ status: 'IN PROGRESS', pausedAt: null, deadline: at(1_500) });
    expect(remainingSeconds(resumed, at(1_000))).toBe(500);
  });

  it('keeps the shorter client time at pause', () => {
    const paused = pauseClock(startClock(t0, 600), at(100), 50);
    expect(remainingSeconds(paused, at(100))).toBe(50);
    expect(remainingSeconds(resumeClock(paused, at(200)), at(200))).toBe(50);
  });

  it('ignores pausing a paused clock and resuming a running one', () => {
    const running = startClock(t0, 600);
    expect(resumeClock(running, at(10))).toBe(running);
    const paused = pauseClock(running, at(10));
    expect(pauseClock(paused, at(20), 1)).toBe(paused);
  });

  it('measures time used at the end, capped by the deadline', () => {
    const clock = startClock(t0, 600);
    expect(finishClock(clock, at(42))).toEqual({ endedAt: at(42), timeUsed: 42 });
    expect(finishClock(clock, at(42), 500)).toEqual({ endedAt: at(42), timeUsed: 100 });
    expect(finishClock(clock, at(900))).toEqual({ endedAt: at(600), timeUsed: 600 });
    const paused = pauseClock(clock, at(100));
    expect(finishClock(paused, at(5_000))).toEqual({ endedAt: at(5_000), timeUsed: 100 });
  });
});
