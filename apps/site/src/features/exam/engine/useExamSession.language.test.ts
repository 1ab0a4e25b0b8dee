import { act, renderHook } from '@testing-library/react';
import { createMemoryAnswerStore } from './pendingAnswers';
import { createFakeApi, makeQuestion, result } from './testing/fakeExamApi';
import { advance } from './testing/time';
import type { ExamApi } from './types';
import { useExamSession } from './useExamSession';

function renderInLanguage(api: ExamApi) {
  const answerStore = createMemoryAnswerStore();
  return renderHook(
    ({ language }: { language: string }) =>
      useExamSession({ api, testId: 3, answerStore, contentLanguage: language, onBackgroundError: vi.fn() }),
    { initialProps: { language: 'en' } },
  );
}

describe('useExamSession: content language', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refetches the loaded questions in the new language, keeping selections and flags', async () => {
    const api = createFakeApi();
    const view = renderInLanguage(api);
    await act(() => view.result.current.start());
    await advance(0);
    act(() => view.result.current.select(11));
    act(() => view.result.current.toggleFlag());
    await advance(0);
    const french = (n: number) =>
      makeQuestion(n, {
        questionText: `Question ${n} en français`,
        choices: makeQuestion(n).choices.map((c) => ({ ...c, choiceText: `Choix ${c.choiceOrder}` })),
      });
    api.getQuestion.mockImplementation(async (_id, n) => french(n));
    const before = api.getQuestion.mock.calls.length;

    view.rerender({ language: 'en' });
    await advance(0);
    expect(api.getQuestion.mock.calls).toHaveLength(before);

    view.rerender({ language: 'fr' });
    await advance(0);
    expect(
      api.getQuestion.mock.calls
        .slice(before)
        .map(([, n]) => n)
        .sort(),
    ).toEqual([1, 2]);
    expect(view.result.current.question).toMatchObject({
      questionText: 'Question 1 en français',
      selectedChoiceIds: [11],
      flagged: true,
    });
    expect(view.result.current.question?.choices[0]?.choiceText).toBe('Choix 1');
    expect(view.result.current.currentNumber).toBe(1);
  });

  it('translates a question that was still loading in the old language, whichever answer lands first', async () => {
    const api = createFakeApi();
    const view = renderInLanguage(api);
    await act(() => view.result.current.start());
    await advance(0);
    let answerOld: (q: ReturnType<typeof makeQuestion>) => void = () => undefined;
    api.getQuestion.mockImplementationOnce(
      (_id, n) =>
        new Promise((resolve) => {
          answerOld = () => resolve(makeQuestion(n));
        }),
    );
    act(() => view.result.current.goTo(4));
    await advance(0);
    api.getQuestion.mockImplementation(async (_id, n) =>
      makeQuestion(n, { questionText: `Question ${n} FR` }),
    );
    view.rerender({ language: 'fr' });
    await advance(0);
    expect(view.result.current.question?.questionText).toBe('Question 4 FR');
    answerOld(makeQuestion(4));
    await advance(0);
    expect(view.result.current.question?.questionText).toBe('Question 4 FR');
  });

  it('fetches a shown result again in the new language', async () => {
    const api = { ...createFakeApi(), getResult: vi.fn<NonNullable<ExamApi['getResult']>>() };
    api.getResult.mockResolvedValue({ ...result, testTitle: 'Les fondamentaux de Kafka' });
    const view = renderInLanguage(api);
    await act(() => view.result.current.start());
    await act(() => view.result.current.submit());
    await advance(0);
    expect(view.result.current.result?.testTitle).toBe('Kafka fundamentals');
    view.rerender({ language: 'fr' });
    await advance(0);
    expect(api.getResult).toHaveBeenCalledWith(42);
    expect(view.result.current.result?.testTitle).toBe('Les fondamentaux de Kafka');
  });
});
