import { act } from '@testing-library/react';
import type { ExamApi, PracticeCheck } from './types';
import {
  createFakeApi,
  makeQuestion,
  makeSession,
  networkError,
  renderExam,
  renderStarted,
} from './testing/fakeExamApi';
import { createMemoryAnswerStore } from './pendingAnswers';
import { advance } from './testing/time';

const verdict = (overrides: Partial<PracticeCheck> = {}): PracticeCheck => ({
  questionId: 101,
  type: 'single',
  correct: false,
  selectedChoiceIds: [12],
  correctChoiceIds: [11],
  parts: [],
  explanation: 'Because.',
  references: [],
  ...overrides,
});

function practiceApi(session = makeSession({ mode: 'practice' })) {
  return {
    ...createFakeApi(session),
    checkAnswer: vi.fn<NonNullable<ExamApi['checkAnswer']>>(async (_id, questionId, ids) =>
      verdict({ questionId, selectedChoiceIds: ids }),
    ),
  };
}

describe('useExamSession: practice checks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts in the chosen mode and checks the current selection, then locks the question', async () => {
    const api = practiceApi();
    const view = renderExam(api);
    await act(() => view.result.current.start('practice'));
    await advance(0);
    expect(api.startOrResume).toHaveBeenCalledWith(3, 'practice');
    expect(view.result.current.mode).toBe('practice');
    act(() => view.result.current.select(12));
    await act(() => view.result.current.check());
    expect(api.checkAnswer).toHaveBeenCalledWith(7, 101, [12]);
    expect(view.result.current.question?.check).toMatchObject({ correct: false, correctChoiceIds: [11] });
    expect(view.result.current.questionStates[0]).toMatchObject({
      checked: true,
      correct: false,
      answered: true,
    });
    act(() => view.result.current.select(11));
    expect(view.result.current.selection).toEqual([12]);
    await act(() => view.result.current.check());
    expect(api.checkAnswer).toHaveBeenCalledTimes(1);
  });

  it('says when a check failed, and a retry can succeed', async () => {
    const api = practiceApi();
    api.checkAnswer.mockRejectedValueOnce(networkError);
    const { result } = await renderStarted(api);
    act(() => result.current.select(13));
    await act(() => result.current.check());
    expect(result.current).toMatchObject({ checkFailed: true, isChecking: false });
    expect(result.current.question?.check).toBeUndefined();
    await act(() => result.current.check());
    expect(result.current.checkFailed).toBe(false);
    expect(result.current.question?.check?.selectedChoiceIds).toEqual([13]);
  });

  it('never checks an exam question', async () => {
    const api = practiceApi(makeSession());
    const { result } = await renderStarted(api);
    act(() => result.current.select(12));
    await act(() => result.current.check());
    expect(api.checkAnswer).not.toHaveBeenCalled();
    expect(result.current.question?.check).toBeUndefined();
  });

  it('keeps a checked question from a resumed session locked, ignoring a draft left for it', async () => {
    const checked = makeQuestion(1, { selectedChoiceIds: [12], check: verdict() });
    const session = makeSession({ mode: 'practice', firstQuestion: checked });
    session.questionStates[0] = { ...session.questionStates[0]!, answered: true, checked: true };
    const api = practiceApi(session);
    const store = createMemoryAnswerStore();
    store.put(7, 3, { questionId: 101, selectedChoiceIds: [14] });
    const { result } = await renderStarted(api, { answerStore: store });
    await advance(100);
    expect(result.current.selection).toEqual([12]);
    expect(api.saveAnswer).not.toHaveBeenCalled();
  });

  it('starts a custom set, and goes back to the intro without an error card when it is empty', async () => {
    const api = {
      ...practiceApi(),
      startPracticeSet: vi.fn<NonNullable<ExamApi['startPracticeSet']>>(),
    };
    api.startPracticeSet.mockRejectedValueOnce({ status: 409, message: 'empty', code: 'PRACTICE_SET_EMPTY' });
    api.startPracticeSet.mockResolvedValueOnce(makeSession({ mode: 'practice', totalQuestions: 2 }));
    const { result } = renderExam(api);
    const set = { domains: ['Producer'], count: 2, source: 'missed' as const };
    let outcome: 'empty' | null = null;
    await act(async () => {
      outcome = await result.current.startSet(set);
    });
    expect(outcome).toBe('empty');
    expect(result.current).toMatchObject({ phase: 'idle', error: null });
    await act(async () => {
      outcome = await result.current.startSet(set);
    });
    expect(outcome).toBeNull();
    expect(api.startPracticeSet).toHaveBeenLastCalledWith(3, set);
    expect(result.current).toMatchObject({ phase: 'running', mode: 'practice', totalQuestions: 2 });
    expect(api.startOrResume).not.toHaveBeenCalled();
  });
});
