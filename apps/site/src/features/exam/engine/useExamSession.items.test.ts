import { act } from '@testing-library/react';
import type { Question } from './types';
import { createFakeApi, makeQuestion, makeSession, renderStarted } from './testing/fakeExamApi';
import { advance } from './testing/time';

// Ids as the contract sends them: items 11–13, targets 51–54 (matching); steps 21–24 (ordering).
const matching = (overrides: Partial<Question> = {}): Question =>
  makeQuestion(1, {
    type: 'matching',
    correctAnswersNumber: 3,
    choices: [11, 12, 13].map((id, i) => ({ choiceId: id, choiceText: `Item ${i + 1}`, choiceOrder: i + 1 })),
    targets: [51, 52, 53, 54].map((id, i) => ({
      choiceId: id,
      choiceText: `Target ${i + 1}`,
      choiceOrder: i + 1,
    })),
    ...overrides,
  });

const ordering = (overrides: Partial<Question> = {}): Question =>
  makeQuestion(2, {
    type: 'ordering',
    correctAnswersNumber: 4,
    choices: [23, 21, 24, 22].map((id, i) => ({
      choiceId: id,
      choiceText: `Step ${id}`,
      choiceOrder: i + 1,
    })),
    ...overrides,
  });

const sent = (api: ReturnType<typeof createFakeApi>) =>
  api.saveAnswer.mock.calls.map(([, a]) => a.selectedChoiceIds);

describe('useExamSession: matching and ordering', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves matches as flattened pairs; a target another item holds moves; null clears', async () => {
    const api = createFakeApi(makeSession({ firstQuestion: matching() }));
    const { result } = await renderStarted(api);
    act(() => result.current.match(11, 52));
    act(() => result.current.match(12, 53));
    act(() => result.current.match(13, 52));
    expect(result.current.selection).toEqual([12, 53, 13, 52]);
    expect(result.current.questionStates[0]?.answered).toBe(true);
    act(() => result.current.match(12, null));
    expect(result.current.selection).toEqual([13, 52]);
    await advance(0);
    // The queue sends the first at once, then only the newest answer of the question.
    expect(sent(api)).toEqual([
      [11, 52],
      [13, 52],
    ]);
  });

  it('ignores ids that are not the question’s, in the wrong role, or on another type', async () => {
    const api = createFakeApi(makeSession({ firstQuestion: matching() }));
    const { result } = await renderStarted(api);
    act(() => result.current.match(51, 52));
    act(() => result.current.match(11, 12));
    act(() => result.current.match(11, 99));
    act(() => result.current.reorder([11, 12, 13]));
    act(() => result.current.select(11));
    await advance(0);
    expect(api.saveAnswer).not.toHaveBeenCalled();
    expect(result.current.selection).toEqual([]);
  });

  it('saves an order only when it holds every step once', async () => {
    const api = createFakeApi();
    api.getQuestion.mockResolvedValueOnce(ordering());
    const { result } = await renderStarted(api);
    act(() => result.current.next());
    await advance(0);
    act(() => result.current.reorder([21, 22, 23]));
    act(() => result.current.reorder([21, 22, 23, 23]));
    act(() => result.current.reorder([21, 22, 23, 24]));
    act(() => result.current.reorder([21, 22, 23, 24]));
    await advance(0);
    expect(sent(api)).toEqual([[21, 22, 23, 24]]);
    expect(result.current.questionStates[1]?.answered).toBe(true);
  });

  it('resumes with the saved order and matches', async () => {
    const api = createFakeApi(
      makeSession({ firstQuestion: matching({ selectedChoiceIds: [13, 54, 11, 51] }) }),
    );
    api.getQuestion.mockResolvedValueOnce(ordering({ selectedChoiceIds: [24, 23, 22, 21] }));
    const { result } = await renderStarted(api);
    expect(result.current.selection).toEqual([13, 54, 11, 51]);
    act(() => result.current.next());
    await advance(0);
    expect(result.current.selection).toEqual([24, 23, 22, 21]);
  });

  it('locks a checked practice question', async () => {
    const checked = matching({
      selectedChoiceIds: [11, 51],
      check: {
        questionId: 101,
        type: 'matching',
        correct: false,
        selectedChoiceIds: [11, 51],
        correctChoiceIds: [11, 51, 12, 52, 13, 53],
        parts: [],
        explanation: '',
        references: [],
      },
    });
    const api = createFakeApi(makeSession({ mode: 'practice', firstQuestion: checked }));
    const { result } = await renderStarted(api);
    act(() => result.current.match(12, 52));
    await advance(0);
    expect(api.saveAnswer).not.toHaveBeenCalled();
  });
});
