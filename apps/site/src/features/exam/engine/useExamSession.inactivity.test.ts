import { act } from '@testing-library/react';
import type { ExamSession } from './examSession.types';
import { createFakeApi, networkError, renderStarted } from './testing/fakeExamApi';
import { advance } from './testing/time';

describe('useExamSession: inactivity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns at 300 s and pauses automatically at 600 s', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    await advance(299_000);
    expect(result.current.inactivityWarning).toBeNull();
    await advance(1000);
    expect(result.current.inactivityWarning).toEqual({ secondsLeft: 300 });
    await advance(299_000);
    expect(result.current.inactivityWarning).toEqual({ secondsLeft: 1 });
    await advance(1000);
    expect(api.pause).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ phase: 'paused', inactivityWarning: null, error: null });
  });

  it.each([
    ['an answer', (v: ExamSession) => v.select(11)],
    ['a flag', (v: ExamSession) => v.toggleFlag()],
    ['navigation', (v: ExamSession) => v.next()],
    ['Continue', (v: ExamSession) => v.continueAfterInactivity()],
  ])('starts counting again after %s', async (_, action) => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    await advance(400_000);
    expect(result.current.inactivityWarning).not.toBeNull();
    act(() => action(result.current));
    expect(result.current.inactivityWarning).toBeNull();
    await advance(500_000);
    expect(api.pause).not.toHaveBeenCalled();
  });

  it('does not count while paused, and starts from zero on resume', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    await advance(400_000);
    await act(() => result.current.pause());
    await advance(1_000_000);
    expect(api.pause).toHaveBeenCalledTimes(1);
    await act(() => result.current.resume());
    expect(result.current.inactivityWarning).toBeNull();
    await advance(299_000);
    expect(result.current.inactivityWarning).toBeNull();
  });

  it('stops once the test is finished', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    await act(() => result.current.submit());
    await advance(700_000);
    expect(api.pause).not.toHaveBeenCalled();
    expect(result.current.inactivityWarning).toBeNull();
  });

  it('takes shorter thresholds (for the end-to-end suite)', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api, { inactivityWarningAfter: 2, inactivityPauseAfter: 4 });
    await advance(2000);
    expect(result.current.inactivityWarning).toEqual({ secondsLeft: 2 });
    await advance(2000);
    expect(result.current.phase).toBe('paused');
  });

  it('counts again when the automatic pause fails', async () => {
    const api = createFakeApi();
    api.pause.mockRejectedValueOnce(networkError);
    const { result, onBackgroundError } = await renderStarted(api);
    await advance(600_000);
    expect(onBackgroundError).toHaveBeenCalledWith('autoPause', networkError);
    expect(result.current).toMatchObject({ phase: 'running', inactivityWarning: null });
    await advance(600_000);
    expect(result.current.phase).toBe('paused');
  });
});
