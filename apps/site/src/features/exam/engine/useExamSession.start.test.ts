import { act } from '@testing-library/react';
import {
  createFakeApi,
  makeQuestion,
  makeSession,
  networkError,
  renderExam,
  renderStarted,
} from './testing/fakeExamApi';
import { advance } from './testing/time';

describe('useExamSession: start, resume of an open session, retake', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes idle → starting → running with the first question and the server time', async () => {
    const api = createFakeApi(makeSession({ remainingTime: 1200 }));
    const { result } = renderExam(api);
    expect(result.current.phase).toBe('idle');
    let started!: Promise<void>;
    act(() => {
      started = result.current.start();
    });
    expect(result.current.phase).toBe('starting');
    await act(() => started);
    expect(api.startOrResume).toHaveBeenCalledWith(3, 'exam');
    expect(result.current).toMatchObject({
      phase: 'running',
      currentNumber: 1,
      totalQuestions: 5,
      question: makeQuestion(1),
      selection: [],
      saveStatus: 'idle',
      remainingTime: 1200,
      isPaused: false,
      error: null,
    });
  });

  it('seeds the navigator from the session question states', async () => {
    const session = makeSession();
    session.questionStates[2] = {
      orderId: 3,
      questionId: 103,
      answered: true,
      flagged: true,
      checked: false,
    };
    const { result } = await renderStarted(createFakeApi(session));
    expect(result.current.questionStates[2]).toEqual({
      orderId: 3,
      questionId: 103,
      answered: true,
      flagged: true,
      checked: false,
    });
  });

  it('shows the start error, and clearError goes back to the intro', async () => {
    const api = createFakeApi();
    api.startOrResume.mockRejectedValueOnce(networkError);
    const { result } = renderExam(api);
    await act(() => result.current.start());
    expect(result.current.phase).toBe('error');
    expect(result.current.error).toEqual({
      kind: 'start',
      message: 'Failed to start or resume the test. Please try again.',
      status: 0,
    });
    act(() => result.current.clearError());
    expect(result.current).toMatchObject({ phase: 'idle', error: null });
    await act(() => result.current.start());
    expect(result.current.phase).toBe('running');
  });

  it('opens a session the api answers as paused behind the paused state', async () => {
    const api = createFakeApi(makeSession({ status: 'PAUSED', remainingTime: 700 }));
    const { result } = await renderStarted(api);
    expect(result.current).toMatchObject({ phase: 'paused', isPaused: true, remainingTime: 700 });
    await advance(5000);
    expect(result.current.remainingTime).toBe(700);
  });

  it('ignores start while a session runs', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    await act(() => result.current.start());
    expect(api.startOrResume).toHaveBeenCalledTimes(1);
  });

  it('starts afresh after a finished attempt (Retake)', async () => {
    const api = createFakeApi();
    const { result } = await renderStarted(api);
    act(() => result.current.goTo(3));
    await act(() => result.current.submit());
    expect(result.current.phase).toBe('finished');
    api.startOrResume.mockResolvedValueOnce(makeSession({ id: 8, remainingTime: 5400 }));
    await act(() => result.current.start());
    expect(result.current).toMatchObject({ phase: 'running', currentNumber: 1, result: null });
    expect(result.current.session?.id).toBe(8);
  });
});
