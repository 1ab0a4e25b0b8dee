import { act } from '@testing-library/react';
import { createMemoryAnswerStore } from './pendingAnswers';
import { createFakeApi, makeQuestion, makeSession, networkError, renderStarted } from './testing/fakeExamApi';
import { advance } from './testing/time';

describe('useExamSession: answers survive a reload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes an answer to the store before sending it and forgets it once saved', async () => {
    const answerStore = createMemoryAnswerStore();
    const api = createFakeApi();
    let release!: () => void;
    api.saveAnswer.mockImplementationOnce(
      (_id, a) => new Promise((resolve) => (release = () => resolve({ remainingTime: a.remainingTime }))),
    );
    const { result } = await renderStarted(api, { answerStore });
    act(() => result.current.select(12));
    expect(answerStore.load(7)).toEqual([{ questionId: 101, selectedChoiceIds: [12] }]);
    release();
    await advance(0);
    expect(answerStore.load(7)).toEqual([]);
  });

  it('keeps a failed answer in the store', async () => {
    const answerStore = createMemoryAnswerStore();
    const api = createFakeApi();
    api.saveAnswer.mockRejectedValue(networkError);
    const { result } = await renderStarted(api, { answerStore });
    act(() => result.current.select(13));
    await advance(5000);
    expect(answerStore.load(7)).toEqual([{ questionId: 101, selectedChoiceIds: [13] }]);
  });

  it('restores unsaved answers when the session opens again, shows them and sends them', async () => {
    const answerStore = createMemoryAnswerStore();
    answerStore.put(7, 3, { questionId: 101, selectedChoiceIds: [14] });
    answerStore.put(7, 3, { questionId: 102, selectedChoiceIds: [21, 23] });
    // Another attempt at the same test is gone on the server: its leftovers are dropped.
    answerStore.put(6, 3, { questionId: 101, selectedChoiceIds: [11] });
    const api = createFakeApi();
    api.getQuestion.mockImplementation(async (_id, n) =>
      makeQuestion(n, { correctAnswersNumber: n === 2 ? 2 : 1 }),
    );
    const { result } = await renderStarted(api, { answerStore });

    expect(result.current.selection).toEqual([14]);
    expect(result.current.questionStates.slice(0, 2).map((q) => q.answered)).toEqual([true, true]);
    expect(api.saveAnswer.mock.calls.map(([id, a]) => [id, a.questionId, a.selectedChoiceIds])).toEqual([
      [7, 101, [14]],
      [7, 102, [21, 23]],
    ]);
    act(() => result.current.next());
    expect(result.current.selection).toEqual([21, 23]);
    await advance(0);
    expect(answerStore.load(7)).toEqual([]);
    expect(answerStore.load(6)).toEqual([]);
  });

  it('ignores stored answers of questions the session does not hold', async () => {
    const answerStore = createMemoryAnswerStore();
    answerStore.put(7, 3, { questionId: 999, selectedChoiceIds: [1] });
    const api = createFakeApi();
    await renderStarted(api, { answerStore });
    expect(api.saveAnswer).not.toHaveBeenCalled();
  });

  it('forgets the session’s answers once it is submitted, even unsaved ones', async () => {
    const answerStore = createMemoryAnswerStore();
    const api = createFakeApi(makeSession());
    api.saveAnswer.mockRejectedValue(networkError);
    const { result } = await renderStarted(api, { answerStore });
    act(() => result.current.select(12));
    const submitted = result.current.submit();
    await advance(10_000);
    await act(() => submitted);
    expect(result.current.phase).toBe('finished');
    expect(answerStore.load(7)).toEqual([]);
  });
});
