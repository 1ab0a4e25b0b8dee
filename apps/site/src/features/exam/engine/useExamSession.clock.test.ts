import { act } from '@testing-library/react';
import { createFakeApi, makeSession, result as testResult, renderStarted } from './testing/fakeExamApi';
import { advance } from './testing/time';

describe('useExamSession: the displayed clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks down once per second while running', async () => {
    const { result } = await renderStarted(createFakeApi(makeSession({ remainingTime: 600 })));
    await advance(999);
    expect(result.current.remainingTime).toBe(600);
    await advance(1);
    expect(result.current.remainingTime).toBe(599);
    await advance(59_000);
    expect(result.current.remainingTime).toBe(540);
  });

  it('follows the remaining time the server answers to a saved answer', async () => {
    const api = createFakeApi(makeSession({ remainingTime: 600 }));
    api.saveAnswer.mockResolvedValueOnce({ remainingTime: 500 });
    const { result } = await renderStarted(api);
    await advance(10_000);
    act(() => result.current.select(11));
    expect(api.saveAnswer).toHaveBeenCalledWith(7, {
      questionId: 101,
      selectedChoiceIds: [11],
      remainingTime: 590,
    });
    await advance(0);
    expect(result.current.remainingTime).toBe(500);
    await advance(1000);
    expect(result.current.remainingTime).toBe(499);
  });

  it('follows the server on pause and on resume, and stands still in between', async () => {
    const api = createFakeApi(makeSession({ remainingTime: 600 }));
    api.pause.mockResolvedValueOnce({ remainingTime: 580 });
    const { result } = await renderStarted(api);
    await advance(15_000);
    await act(() => result.current.pause());
    expect(api.pause).toHaveBeenCalledWith(7, 585);
    expect(result.current.remainingTime).toBe(580);
    await advance(60_000);
    expect(result.current.remainingTime).toBe(580);
    api.resume.mockResolvedValueOnce(makeSession({ remainingTime: 575 }));
    await act(() => result.current.resume());
    expect(result.current.remainingTime).toBe(575);
    await advance(1000);
    expect(result.current.remainingTime).toBe(574);
  });

  it('submits when the countdown reaches zero and shows the result', async () => {
    const api = createFakeApi(makeSession({ remainingTime: 5 }));
    const { result } = await renderStarted(api);
    await advance(4999);
    expect(api.submit).not.toHaveBeenCalled();
    await advance(1);
    expect(api.submit).toHaveBeenCalledWith(7, 0);
    expect(api.submit).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ phase: 'finished', result: testResult, remainingTime: 0 });
  });

  it('submits when the server answers that no time is left', async () => {
    const api = createFakeApi(makeSession({ remainingTime: 600 }));
    api.saveAnswer.mockResolvedValueOnce({ remainingTime: 0 });
    const { result } = await renderStarted(api);
    act(() => result.current.select(11));
    await advance(0); // the save answers 0 s left…
    await advance(0); // …and the countdown's next (immediate) tick sees it
    expect(api.submit).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe('finished');
  });
});
