import { formatClock, formatMinutesSeconds, formatTimeUsed, minutesLeft, timeWarning } from './time';

describe('formatClock', () => {
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [61, '00:01:01'],
    [5400, '01:30:00'],
    [3725, '01:02:05'],
    [360000, '100:00:00'],
    [-5, '00:00:00'],
    [12.9, '00:00:12'],
  ])('formats %s s as %s', (seconds, clock) => expect(formatClock(seconds)).toBe(clock));
});

describe('formatTimeUsed', () => {
  it.each([
    [0, '0m 00s'],
    [65, '1m 05s'],
    [4210, '70m 10s'],
  ])('formats %s s as %s', (seconds, text) => expect(formatTimeUsed(seconds)).toBe(text));
});

describe('formatMinutesSeconds and minutesLeft', () => {
  it('formats short countdowns and rounds minutes up', () => {
    expect(formatMinutesSeconds(272)).toBe('4:32');
    expect(formatMinutesSeconds(5)).toBe('0:05');
    expect([minutesLeft(3120), minutesLeft(61), minutesLeft(1), minutesLeft(0)]).toEqual([52, 2, 1, 0]);
  });
});

describe('timeWarning', () => {
  it('changes only at 10, 5 and 1 minutes left', () => {
    expect(timeWarning(601)).toBeNull();
    expect(timeWarning(600)).toBe(10);
    expect(timeWarning(301)).toBe(10);
    expect(timeWarning(300)).toBe(5);
    expect(timeWarning(61)).toBe(5);
    expect(timeWarning(60)).toBe(1);
    expect(timeWarning(1)).toBe(1);
    expect(timeWarning(0)).toBeNull();
  });
});
