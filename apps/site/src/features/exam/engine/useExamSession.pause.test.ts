import { act } from '@testing-library/react';
import { createFakeApi, makeSession, networkError, renderStarted } from './testing/fakeExamApi';
import { advance } from './testing/time';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

describe('useExamSession: pause, resume, hidden tab and unload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
  });

  it('pauses with the displayed time and resumes through the api', async () => {
    const api = createFakeApi(makeSession({ remainingTime: 600 }));
    const { result } = await renderStarted(api);
    await advance(3000);
    expect(await act(() => result.current.pause())).toBe(true);
    expect(api.pause).toHaveBeenCalledWith(7, 597);
    expect(result.current).toMatchObject({ phase: 'paused', isPaused: true });
    expect(await act(() => result.current.resume())).toBe(true);
    expect(api.resume).toHaveBeenCalledWith(7);
    expect(result.current).toMatchObject({ phase: 'running', isPaused: false });
  });

  it('ignores answers and navigation while paused', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    await act(() => result.current.pause());
    act(() => result.current.select(11));
    act(() => result.current.next());
    expect(api.saveAnswer).not.toHaveBeenCalled();
    expect(result.current.currentNumber).toBe(1);
  });

  it('shows the pause error and stays running after Try Again', async () => {
    const api = createFakeApi();
    api.pause.mockRejectedValueOnce(networkError);
    const { result } = await renderStarted(api);
    expect(await act(() => result.current.pause())).toBe(false);
    expect(result.current.error).toMatchObject({
      kind: 'pause',
      message: 'Failed to pause test. Please try again.',
    });
    act(() => result.current.clearError());
    expect(result.current.phase).toBe('running');
  });

  it('shows the resume error and stays paused after Try Again', async () => {
    const api = createFakeApi();
    api.resume.mockRejectedValueOnce(networkError);
    const { result } = await renderStarted(api);
    await act(() => result.current.pause());
    await act(() => result.current.resume());
    expect(result.current.error?.message).toBe('Failed to start or resume the test. Please try again.');
    act(() => result.current.clearError());
    expect(result.current.phase).toBe('paused');
  });

  it('holds answer retries while paused and sends them on resume', async () => {
    const api = createFakeApi();
    api.saveAnswer.mockRejectedValueOnce(networkError);
    const { result } = await renderStarted(api);
    act(() => result.current.select(11));
    await advance(0);
    await act(() => result.current.pause());
    await advance(60_000);
    expect(api.saveAnswer).toHaveBeenCalledTimes(1);
    await act(() => result.current.resume());
    expect(api.saveAnswer).toHaveBeenCalledTimes(2);
  });

  it('pauses without warning when the tab becomes hidden', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    setVisibility('hidden');
    await advance(0);
    expect(api.pause).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ phase: 'paused', error: null });
  });

  it('only logs a failed automatic pause and keeps running', async () => {
    const api = createFakeApi();
    api.pause.mockRejectedValueOnce(networkError);
    const { result, onBackgroundError } = await renderStarted(api);
    setVisibility('hidden');
    await advance(0);
    expect(onBackgroundError).toHaveBeenCalledWith('autoPause', networkError);
    expect(result.current).toMatchObject({ phase: 'running', error: null });
  });

  it.each(['pagehide', 'beforeunload'])('pauses through pauseOnUnload on %s', async (event) => {
    const api = createFakeApi(makeSession({ remainingTime: 600 }));
    const { result } = await renderStarted(api);
    await advance(2000);
    act(() => void window.dispatchEvent(new Event(event)));
    expect(api.pauseOnUnload).toHaveBeenCalledWith(7, 598);
    expect(result.current).toMatchObject({ phase: 'paused', remainingTime: 598 });
  });

  it('sends one unload pause for beforeunload then pagehide, and none when not running', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    act(() => void window.dispatchEvent(new Event('beforeunload')));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(api.pauseOnUnload).toHaveBeenCalledTimes(1);
    await act(() => result.current.submit());
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(api.pauseOnUnload).toHaveBeenCalledTimes(1);
  });

  it('still sends the unload pause while a hidden-tab pause is in flight', async () => {
    const api = createFakeApi();
    api.pause.mockReturnValueOnce(new Promise(() => undefined));
    await renderStarted(api);
    setVisibility('hidden');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(api.pause).toHaveBeenCalledTimes(1);
    expect(api.pauseOnUnload).toHaveBeenCalledTimes(1);
  });

  it('pauses through pauseOnUnload when the exam view unmounts while running', async () => {
    const api = createFakeApi();
    const { unmount } = await renderStarted(api);
    unmount();
    expect(api.pauseOnUnload).toHaveBeenCalledTimes(1);
  });

  it('does not pause on unmount once paused', async () => {
    const api = createFakeApi();
    const { result, unmount } = await renderStarted(api);
    await act(() => result.current.pause());
    unmount();
    expect(api.pauseOnUnload).not.toHaveBeenCalled();
  });

  it('sends one resume when Resume is pressed twice', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    await act(() => result.current.pause());
    await act(() => Promise.all([result.current.resume(), result.current.resume()]));
    expect(api.resume).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe('running');
  });
});
