import { act } from '@testing-library/react';
import { createFakeApi, makeQuestion, makeSession, serverError, renderStarted } from './testing/fakeExamApi';
import { advance } from './testing/time';

describe('useExamSession: questions, navigation and flags', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('prefetches the next question once the current one shows', async () => {
    const api = createFakeApi();
    await renderStarted(api);
    expect(api.getQuestion.mock.calls).toEqual([[7, 2]]);
  });

  it('shows a prefetched question at once and prefetches the one after', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    act(() => result.current.next());
    expect(result.current).toMatchObject({ currentNumber: 2, question: makeQuestion(2) });
    await advance(0);
    expect(api.getQuestion.mock.calls).toEqual([
      [7, 2],
      [7, 3],
    ]);
  });

  it('loads a question on goTo, and never fetches a loaded question again', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    act(() => result.current.goTo(4));
    expect(result.current).toMatchObject({ currentNumber: 4, question: null, isLoadingQuestion: true });
    await advance(0);
    expect(result.current).toMatchObject({ question: makeQuestion(4), isLoadingQuestion: false });
    act(() => result.current.goTo(1));
    act(() => result.current.goTo(4));
    await advance(0);
    expect(api.getQuestion.mock.calls.filter(([, n]) => n === 4)).toHaveLength(1);
  });

  it('keeps navigation within the test', async () => {
    const api = createFakeApi(makeSession({ totalQuestions: 2 }));
    const { result } = await renderStarted(api);
    act(() => result.current.previous());
    expect(result.current.currentNumber).toBe(1);
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.currentNumber).toBe(2);
    act(() => result.current.goTo(9));
    expect(result.current.currentNumber).toBe(2);
    expect(api.getQuestion).not.toHaveBeenCalledWith(7, 3);
  });

  it('shows the load error, and Try Again loads the question again', async () => {
    const api = createFakeApi();
    api.getQuestion.mockRejectedValueOnce(serverError).mockRejectedValueOnce(serverError);
    const { result } = await renderStarted(api);
    act(() => result.current.goTo(2));
    await advance(0);
    expect(result.current.phase).toBe('error');
    expect(result.current.error).toEqual({
      kind: 'question',
      message: 'Failed to load question. Please try again.',
      status: 500,
    });
    act(() => result.current.clearError());
    expect(result.current.phase).toBe('running');
    await advance(0);
    expect(result.current.question).toEqual(makeQuestion(2));
  });

  it('ignores a failed load of a question the user already left', async () => {
    const api = createFakeApi();
    api.getQuestion.mockImplementation(async (_id, n) => {
      if (n === 4) throw serverError;
      return makeQuestion(n);
    });
    const { result } = await renderStarted(api);
    act(() => result.current.goTo(4));
    act(() => result.current.goTo(1));
    await advance(0);
    expect(result.current).toMatchObject({ phase: 'running', error: null, currentNumber: 1 });
  });

  it('toggles the flag locally and on the server', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    act(() => result.current.toggleFlag());
    expect(result.current.question?.flagged).toBe(true);
    expect(result.current.questionStates[0]?.flagged).toBe(true);
    expect(api.setFlag).toHaveBeenLastCalledWith(7, 101, true);
    act(() => result.current.toggleFlag());
    expect(result.current.questionStates[0]?.flagged).toBe(false);
    expect(api.setFlag).toHaveBeenLastCalledWith(7, 101, false);
  });

  it('keeps the flag and only logs when saving it fails', async () => {
    const api = createFakeApi();
    api.setFlag.mockRejectedValueOnce(serverError);
    const { result, onBackgroundError } = await renderStarted(api);
    act(() => result.current.toggleFlag());
    await advance(0);
    expect(onBackgroundError).toHaveBeenCalledWith('flag', serverError);
    expect(result.current).toMatchObject({ phase: 'running', error: null });
    expect(result.current.questionStates[0]?.flagged).toBe(true);
  });

  it('keeps answered and flagged per question for the navigator', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    act(() => result.current.select(11));
    act(() => result.current.goTo(2));
    act(() => result.current.toggleFlag());
    expect(result.current.questionStates.slice(0, 3)).toEqual([
      { orderId: 1, questionId: 101, answered: true, flagged: false, checked: false },
      { orderId: 2, questionId: 102, answered: false, flagged: true, checked: false },
      { orderId: 3, questionId: 103, answered: false, flagged: false, checked: false },
    ]);
  });
});
