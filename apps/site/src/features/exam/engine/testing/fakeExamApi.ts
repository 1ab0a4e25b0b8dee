import { act, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import type { ExamApi, ExamApiError, Question, TestResult, TestSession } from '../types';
import type { UseExamSessionOptions } from '../examSession.types';
import { createMemoryAnswerStore } from '../pendingAnswers';
import { useExamSession } from '../useExamSession';
import { advance } from './time';

export const networkError: ExamApiError = { status: 0, message: 'Network Error' };
export const serverError: ExamApiError = { status: 500, message: 'Internal error' };

/** Question n: id 100 + n, four choices with ids n*10 + 1..4. */
export function makeQuestion(n: number, overrides: Partial<Question> = {}): Question {
  return {
    questionId: 100 + n,
    orderId: n,
    type: (overrides.correctAnswersNumber ?? 1) > 1 ? 'multiple' : 'single',
    questionText: `Question ${n}`,
    category: 'PRODUCER',
    categoryName: 'Producer',
    correctAnswersNumber: 1,
    flagged: false,
    selectedChoiceIds: [],
    choices: [1, 2, 3, 4].map((i) => ({ choiceId: n * 10 + i, choiceText: `Choice ${i}`, choiceOrder: i })),
    ...overrides,
  };
}

export function makeSession(overrides: Partial<TestSession> = {}): TestSession {
  const totalQuestions = overrides.totalQuestions ?? 5;
  return {
    id: 7,
    testId: 3,
    mode: 'exam',
    status: 'IN PROGRESS',
    remainingTime: 5400,
    timeLimit: 5400,
    totalQuestions,
    deadline: null,
    questionStates: Array.from({ length: totalQuestions }, (_, i) => ({
      orderId: i + 1,
      questionId: 101 + i,
      answered: false,
      flagged: false,
      checked: false,
    })),
    firstQuestion: makeQuestion(1),
    ...overrides,
  };
}

export const result: TestResult = {
  historyId: 42,
  mode: 'exam',
  testId: 3,
  testTitle: 'Kafka fundamentals',
  score: 80,
  correctAnswersCount: 4,
  totalQuestions: 5,
  passingScore: 70,
  passed: true,
  timeUsed: 600,
  timeLimit: 5400,
  endTime: '2026-11-21T16:43:00Z',
  questions: [],
  wrongCount: 1,
  unansweredCount: 0,
  activeTime: 0,
  previousScore: null,
};

/** An ExamApi whose calls succeed at once; the clock-carrying calls echo the client's remaining time. */
export function createFakeApi(session: TestSession = makeSession()) {
  return {
    startOrResume: vi.fn<ExamApi['startOrResume']>(async () => session),
    resume: vi.fn<ExamApi['resume']>(async () => session),
    getQuestion: vi.fn<ExamApi['getQuestion']>(async (_id, n) => makeQuestion(n)),
    saveAnswer: vi.fn<ExamApi['saveAnswer']>(async (_id, a) => ({ remainingTime: a.remainingTime })),
    setFlag: vi.fn<ExamApi['setFlag']>(async () => ({})),
    savePosition: vi.fn<NonNullable<ExamApi['savePosition']>>(async () => ({})),
    pause: vi.fn<ExamApi['pause']>(async (_id, remainingTime) => ({ remainingTime })),
    submit: vi.fn<ExamApi['submit']>(async () => result),
    pauseOnUnload: vi.fn<ExamApi['pauseOnUnload']>(),
  } satisfies ExamApi;
}

export type FakeExamApi = ReturnType<typeof createFakeApi>;

/** Renders the hook against `api` (background errors collected, not printed). */
export function renderExam(api: ExamApi, options: Partial<UseExamSessionOptions> = {}) {
  const onBackgroundError = vi.fn<NonNullable<UseExamSessionOptions['onBackgroundError']>>();
  const answerStore = options.answerStore ?? createMemoryAnswerStore();
  const view = renderHook(() =>
    useExamSession({ api, testId: 3, onBackgroundError, ...options, answerStore }),
  );
  return { ...view, onBackgroundError, answerStore };
}

/** Renders the hook and starts the test, with the first question and the next one loaded. */
export async function renderStarted(api: ExamApi, options: Partial<UseExamSessionOptions> = {}) {
  const view = renderExam(api, options);
  await act(() => view.result.current.start());
  await advance(0);
  return view;
}
