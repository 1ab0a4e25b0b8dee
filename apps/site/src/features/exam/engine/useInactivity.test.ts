import { act, renderHook } from '@testing-library/react';
import { systemClock } from './clock';
import { advance } from './testing/time';
import { useInactivity } from './useInactivity';

describe('useInactivity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(options: { warnAfter?: number; pauseAfter?: number } = {}) {
    const onTimeout = vi.fn();
    const view = renderHook(
      (props: { active: boolean }) => useInactivity({ clock: systemClock, onTimeout, ...options, ...props }),
      { initialProps: { active: true } },
    );
    return { ...view, onTimeout };
  }

  it('warns at 300 s with the seconds left before the automatic pause', async () => {
    const { result } = setup();
    await advance(299_000);
    expect(result.current.warning).toBeNull();
    await advance(1000);
    expect(result.current.warning).toEqual({ secondsLeft: 300 });
    await advance(120_000);
    expect(result.current.warning).toEqual({ secondsLeft: 180 });
  });

  it('times out once at 600 s', async () => {
    const { onTimeout } = setup();
    await advance(599_999);
    expect(onTimeout).not.toHaveBeenCalled();
    await advance(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    await advance(600_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('starts again from zero on reset', async () => {
    const { result, onTimeout } = setup();
    await advance(400_000);
    act(() => result.current.reset());
    expect(result.current.warning).toBeNull();
    expect(result.current.idleSeconds).toBe(0);
    await advance(299_000);
    expect(result.current.warning).toBeNull();
    await advance(301_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('stops while inactive and restarts from zero when active again', async () => {
    const { result, rerender, onTimeout } = setup();
    await advance(400_000);
    rerender({ active: false });
    expect(result.current.warning).toBeNull();
    await advance(1_000_000);
    expect(onTimeout).not.toHaveBeenCalled();
    rerender({ active: true });
    expect(result.current.idleSeconds).toBe(0);
    await advance(299_000);
    expect(result.current.warning).toBeNull();
  });

  it('takes shorter thresholds', async () => {
    const { result, onTimeout } = setup({ warnAfter: 3, pauseAfter: 6 });
    await advance(3000);
    expect(result.current.warning).toEqual({ secondsLeft: 3 });
    await advance(3000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
