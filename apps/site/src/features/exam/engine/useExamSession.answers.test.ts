import { act } from '@testing-library/react';
import {
  createFakeApi,
  makeQuestion,
  networkError,
  result as testResult,
  renderStarted,
} from './testing/fakeExamApi';
import { advance } from './testing/time';

const sentSelections = (api: ReturnType<typeof createFakeApi>) =>
  api.saveAnswer.mock.calls.map(([, a]) => a.selectedChoiceIds);

describe('useExamSession: answering', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a selection at once and shows saving, then saved', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    act(() => result.current.select(12));
    expect(result.current).toMatchObject({ selection: [12], saveStatus: 'saving' });
    expect(api.saveAnswer).toHaveBeenCalledTimes(1);
    await advance(0);
    expect(result.current.saveStatus).toBe('saved');
  });

  it('applies the single-answer rule: a second click clears', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    act(() => result.current.select(11));
    act(() => result.current.select(12));
    await advance(0);
    act(() => result.current.select(12));
    expect(result.current.selection).toEqual([]);
    expect(result.current.questionStates[0]?.answered).toBe(false);
    await advance(0);
    expect(sentSelections(api)).toEqual([[11], [12], []]);
  });

  it('applies the multi-answer rule: toggles, capped at the required count', async () => {
    const api = createFakeApi();
    api.getQuestion.mockResolvedValueOnce(makeQuestion(2, { correctAnswersNumber: 2 }));
    const { result } = await renderStarted(api);
    act(() => result.current.next());
    act(() => result.current.select(21));
    act(() => result.current.select(22));
    act(() => result.current.select(23));
    expect(result.current.selection).toEqual([21, 22]);
    act(() => result.current.select(21));
    expect(result.current.selection).toEqual([22]);
  });

  it('saves nothing for a click the cap refuses (the ui reports every click)', async () => {
    const api = createFakeApi();
    api.getQuestion.mockResolvedValueOnce(makeQuestion(2, { correctAnswersNumber: 2 }));
    const { result } = await renderStarted(api);
    act(() => result.current.next());
    act(() => result.current.select(21));
    act(() => result.current.select(22));
    await advance(0);
    act(() => result.current.select(23));
    await advance(0);
    expect(sentSelections(api)).toEqual([[21], [21, 22]]);
  });

  it('ignores a choice that is not the question’s', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    act(() => result.current.select(99));
    expect(api.saveAnswer).not.toHaveBeenCalled();
  });

  it('keeps a failed save, shows offline, and retries with backoff until it lands', async () => {
    const api = createFakeApi();
    api.saveAnswer.mockRejectedValueOnce(networkError).mockRejectedValueOnce(networkError);
    const { result } = await renderStarted(api);
    act(() => result.current.select(11));
    await advance(0);
    expect(result.current.saveStatus).toBe('offline');
    await advance(1000);
    expect(api.saveAnswer).toHaveBeenCalledTimes(2);
    expect(result.current.saveStatus).toBe('offline');
    await advance(1999);
    expect(api.saveAnswer).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(api.saveAnswer).toHaveBeenCalledTimes(3);
    expect(result.current.saveStatus).toBe('saved');
    expect(result.current.selection).toEqual([11]);
  });

  it('retries at once when the browser comes back online', async () => {
    const api = createFakeApi();
    api.saveAnswer.mockRejectedValueOnce(networkError);
    const { result } = await renderStarted(api);
    act(() => result.current.select(11));
    await advance(0);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(api.saveAnswer).toHaveBeenCalledTimes(2);
    await advance(0);
    expect(result.current.saveStatus).toBe('saved');
  });

  it('sends the newest selection when an older one is still pending', async () => {
    const api = createFakeApi();
    api.saveAnswer.mockRejectedValueOnce(networkError);
    const { result } = await renderStarted(api);
    act(() => result.current.select(11));
    await advance(0);
    act(() => result.current.select(13));
    await advance(60_000);
    expect(sentSelections(api)).toEqual([[11], [13]]);
    expect(result.current.saveStatus).toBe('saved');
  });

  it('keeps each question’s save status apart', async () => {
    const api = createFakeApi();
    api.saveAnswer.mockRejectedValueOnce(networkError);
    const { result } = await renderStarted(api);
    act(() => result.current.select(11));
    await advance(0);
    act(() => result.current.next());
    expect(result.current.saveStatus).toBe('idle');
    act(() => result.current.previous());
    expect(result.current.saveStatus).toBe('offline');
  });

  it('waits for pending saves before it submits', async () => {
    const api = createFakeApi();
    api.saveAnswer.mockRejectedValueOnce(networkError);
    const { result } = await renderStarted(api);
    act(() => result.current.select(11));
    await advance(0);
    let submitted!: Promise<unknown>;
    act(() => {
      submitted = result.current.submit();
    });
    expect(result.current.phase).toBe('submitting');
    await act(() => submitted);
    expect(api.saveAnswer.mock.invocationCallOrder[1]).toBeLessThan(
      api.submit.mock.invocationCallOrder[0] ?? 0,
    );
    expect(result.current).toMatchObject({ phase: 'finished', result: testResult, unsavedAtSubmit: [] });
  });

  it('submits anyway after a few failed tries and reports the unsaved questions', async () => {
    const api = createFakeApi();
    api.saveAnswer.mockRejectedValue(networkError);
    const { result } = await renderStarted(api);
    act(() => result.current.next());
    act(() => result.current.select(22));
    await advance(0);
    const submitted = result.current.submit();
    await advance(1000 + 2000);
    await act(() => submitted);
    expect(api.submit).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ phase: 'finished', unsavedAtSubmit: [2] });
  });

  it('shows the submit error and returns to the test on Try Again', async () => {
    const api = createFakeApi();
    api.submit.mockRejectedValueOnce(networkError);
    const { result } = await renderStarted(api);
    await act(() => result.current.submit());
    expect(result.current.error).toMatchObject({
      kind: 'submit',
      message: 'Failed to submit test. Please try again.',
    });
    act(() => result.current.clearError());
    expect(result.current.phase).toBe('running');
    await act(() => result.current.submit());
    expect(result.current.phase).toBe('finished');
  });

  it('sends one submit when two arrive together', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    await act(() => Promise.all([result.current.submit(), result.current.submit()]));
    expect(api.submit).toHaveBeenCalledTimes(1);
  });
});
