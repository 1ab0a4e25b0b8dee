import { act } from '@testing-library/react';
import { createFakeApi, makeQuestion, makeSession, renderStarted, serverError } from './testing/fakeExamApi';
import { advance } from './testing/time';

// Issue 28, the place kept: the attempt opens at the question the server stored, and each move is stored.
describe('useExamSession: the last question viewed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a resumed attempt at the question the server kept, and loads its neighbour', async () => {
    const api = createFakeApi(makeSession({ status: 'PAUSED', firstQuestion: makeQuestion(4) }));
    const { result } = await renderStarted(api);
    expect(result.current).toMatchObject({ currentNumber: 4, question: makeQuestion(4) });
    expect(api.getQuestion).not.toHaveBeenCalledWith(7, 1);
  });

  it('stores every move with the attempt, not a move to the question on screen', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    act(() => result.current.next());
    act(() => result.current.goTo(5));
    act(() => result.current.goTo(5));
    act(() => result.current.previous());
    expect(api.savePosition.mock.calls).toEqual([
      [7, 2],
      [7, 5],
      [7, 4],
    ]);
  });

  it('logs a failed save and keeps the learner on the question', async () => {
    const api = createFakeApi();
    api.savePosition.mockRejectedValueOnce(serverError);
    const { result, onBackgroundError } = await renderStarted(api);
    act(() => result.current.goTo(3));
    await advance(0);
    expect(result.current.currentNumber).toBe(3);
    expect(onBackgroundError).toHaveBeenCalledWith('position', serverError);
  });
});
