import { act, renderHook } from '@testing-library/react';
import type { Clock } from './clock';
import { systemClock } from './clock';
import { msToNextTick, secondsLeft, useCountdown } from './countdown';
import { advance } from './testing/time';

describe('secondsLeft / msToNextTick', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 1000)).toBe(9);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('waits until the displayed value changes', () => {
    expect(msToNextTick(10_000, 0)).toBe(1000);
    expect(msToNextTick(10_000, 250)).toBe(750);
  });
});

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(clock: Clock = systemClock, enabled = true) {
    const onZero = vi.fn();
    const view = renderHook((props: { enabled: boolean }) => useCountdown({ clock, onZero, ...props }), {
      initialProps: { enabled },
    });
    return { ...view, onZero };
  }

  it('ticks down once per second from the server value', async () => {
    const { result } = setup();
    act(() => result.current.set(90, true));
    await advance(999);
    expect(result.current.remainingTime).toBe(90);
    await advance(1);
    expect(result.current.remainingTime).toBe(89);
    await advance(10_000);
    expect(result.current.remainingTime).toBe(79);
  });

  it('does not drift when timers fire late', async () => {
    const laggy: Clock = { ...systemClock, setTimeout: (cb, ms) => setTimeout(cb, ms + 250) };
    const { result } = setup(laggy);
    act(() => result.current.set(100, true));
    await advance(10_250);
    // Decrementing on each late tick would show 92 here.
    expect(result.current.remainingTime).toBe(90);
  });

  it('follows a new server value at once', async () => {
    const { result } = setup();
    act(() => result.current.set(100, true));
    await advance(5000);
    act(() => result.current.set(80, true));
    expect(result.current.remainingTime).toBe(80);
    await advance(1000);
    expect(result.current.remainingTime).toBe(79);
  });

  it('stays frozen when set as not running', async () => {
    const { result } = setup();
    act(() => result.current.set(50, false));
    await advance(5000);
    expect(result.current.remainingTime).toBe(50);
    expect(result.current.current()).toBe(50);
  });

  it('computes current() from the deadline between ticks', async () => {
    const { result } = setup();
    act(() => result.current.set(60, true));
    await advance(2500);
    expect(result.current.current()).toBe(58);
  });

  it('does not tick while disabled, then catches up with the deadline', async () => {
    const { result, rerender } = setup();
    act(() => result.current.set(60, true));
    rerender({ enabled: false });
    await advance(5000);
    expect(result.current.remainingTime).toBe(60);
    rerender({ enabled: true });
    await advance(0);
    expect(result.current.remainingTime).toBe(55);
  });

  it('calls onZero once when the time runs out', async () => {
    const { result, onZero } = setup();
    act(() => result.current.set(3, true));
    await advance(2999);
    expect(onZero).not.toHaveBeenCalled();
    await advance(1);
    expect(result.current.remainingTime).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
    await advance(5000);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('calls onZero when the server says no time is left', async () => {
    const { result, onZero } = setup();
    act(() => result.current.set(0, true));
    await advance(0);
    expect(onZero).toHaveBeenCalledTimes(1);
  });
});
