import { renderHook, waitFor } from '@testing-library/react';
import { useLeaveGuard } from './useLeaveGuard';

describe('useLeaveGuard', () => {
  function setup(active = true) {
    const onAttempt = vi.fn();
    const view = renderHook((props: { active: boolean }) => useLeaveGuard(props.active, onAttempt), {
      initialProps: { active },
    });
    return { ...view, onAttempt };
  }

  beforeEach(() => window.history.replaceState({ key: 'exam' }, '', '/tests/3'));

  it('pushes a sentinel entry on the same URL, keeping the router state', () => {
    const before = window.history.length;
    setup();
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname).toBe('/tests/3');
    expect(window.history.state).toEqual({ key: 'exam', examLeaveGuard: true });
  });

  it('turns browser back into an attempt and stays on the page', async () => {
    const { onAttempt } = setup();
    window.history.back();
    await waitFor(() => expect(onAttempt).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/tests/3');
    expect(window.history.state).toMatchObject({ examLeaveGuard: true });
  });

  it('catches every back press, not only the first', () => {
    const { onAttempt } = setup();
    for (let i = 0; i < 2; i += 1) {
      window.history.replaceState({ key: 'exam' }, '', '/tests/3');
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
    expect(onAttempt).toHaveBeenCalledTimes(2);
  });

  it('reports a hash change once, whether or not popstate came first', () => {
    const { onAttempt } = setup();
    window.history.replaceState(null, '', '/tests/3#elsewhere');
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onAttempt).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/tests/3#again');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onAttempt).toHaveBeenCalledTimes(2);
  });

  it('does nothing while inactive', () => {
    const before = window.history.length;
    const { onAttempt } = setup(false);
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onAttempt).not.toHaveBeenCalled();
    expect(window.history.length).toBe(before);
  });

  it('lets go when it becomes inactive', () => {
    const { rerender, onAttempt } = setup();
    rerender({ active: false });
    window.history.replaceState(null, '', '/tests/3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onAttempt).not.toHaveBeenCalled();
  });
});
