import { useReducer, useRef, useState } from 'react';
import type { AnswerQueue } from './answerQueue';
import { systemClock } from './clock';
import { useCountdown } from './countdown';
import type { EngineContext } from './engineContext';
import type { ExamSession, UseExamSessionOptions } from './examSession.types';
import { createStorageAnswerStore, type PendingAnswerStore } from './pendingAnswers';
import { questionActions } from './questionActions';
import { sessionActions } from './sessionActions';
import { initialSessionState, isClockRunning, sessionReducer } from './sessionState';
import type { AnswerDraft, TestSession } from './types';
import { useAnswerQueue } from './useAnswerQueue';
import { useInactivity } from './useInactivity';
import { useLatest } from './useLatest';
import { usePageLifecycle } from './usePageLifecycle';
import { useContentLanguageRefresh } from './useContentLanguageRefresh';
import { useQuestionLoader } from './useQuestionLoader';
import { useStableActions } from './useStableActions';

const warn: NonNullable<UseExamSessionOptions['onBackgroundError']> = (context, error) =>
  console.warn(`exam: ${context} failed`, error);

/** The queue, with every answer also written to the store before it is sent. */
function persisted(
  queue: AnswerQueue,
  store: PendingAnswerStore,
  session: () => TestSession | null,
): AnswerQueue {
  return {
    ...queue,
    enqueue(draft) {
      const s = session();
      if (s) store.put(s.id, s.testId, draft);
      queue.enqueue(draft);
    },
  };
}

/**
 * The test-taking engine behind the QuestionView: session phases, the clock, answers that are never lost,
 * flags, pauses (manual, hidden tab, unload, inactivity) and submit. Transport-free: calls go to `api`.
 */
export function useExamSession(options: UseExamSessionOptions): ExamSession {
  const { clock = systemClock, submitSaveAttempts = 3 } = options;
  const opts = useLatest(options);
  const [state, dispatch] = useReducer(sessionReducer, initialSessionState);
  const stateRef = useLatest(state);
  const busy = useRef<EngineContext['busy']['current']>({});
  const api = () => opts.current.api;
  const running = state.phase === 'running';

  const countdown = useCountdown({ clock, enabled: running, onZero: () => void ops.submit() });
  const inactivity = useInactivity({
    clock,
    active: running,
    warnAfter: options.inactivityWarningAfter,
    pauseAfter: options.inactivityPauseAfter,
    onTimeout: () => void ops.pause('inactivity'),
  });
  const [defaultStore] = useState(createStorageAnswerStore);
  const answers = options.answerStore ?? defaultStore;
  const openSession = useRef<TestSession | null>(null);
  const { queue, statuses } = useAnswerQueue(clock, async (draft: AnswerDraft) => {
    const sessionId = openSession.current?.id;
    if (sessionId === undefined) return;
    const saved = await api().saveAnswer(sessionId, { ...draft, remainingTime: countdown.current() });
    answers.confirm(sessionId, draft);
    const now = stateRef.current;
    // While paused the pause's answer is the truth: a late answer response must not move the clock.
    if (now.session?.id === sessionId && isClockRunning(now)) countdown.set(saved.remainingTime, true);
  });
  const loadingQuestions = useQuestionLoader(
    (sessionId, n) => api().getQuestion(sessionId, n),
    state,
    dispatch,
  );
  useContentLanguageRefresh(options.contentLanguage, api, state, dispatch, loadingQuestions);

  const ctx: EngineContext = {
    api,
    testId: () => opts.current.testId,
    state: () => stateRef.current,
    dispatch,
    countdown,
    queue: persisted(queue, answers, () => openSession.current),
    answers,
    openSession,
    resetInactivity: inactivity.reset,
    logBackground: (context, error) => (opts.current.onBackgroundError ?? warn)(context, error),
    submitSaveAttempts,
    busy,
  };
  const ops = sessionActions(ctx);
  const questions = questionActions(ctx);

  usePageLifecycle({
    onHidden: () => void ops.pause('hidden'),
    onUnload: ops.pauseOnUnload,
  });

  const actions = useStableActions({
    ...questions,
    start: ops.start,
    startSample: ops.startSample,
    startSet: ops.startSet,
    pause: () => ops.pause('manual'),
    resume: ops.resume,
    submit: ops.submit,
    continueAfterInactivity: inactivity.reset,
    clearError: () => dispatch({ type: 'clearError' }),
  });

  const question = state.questions[state.currentNumber] ?? null;
  return {
    ...actions,
    phase: state.phase,
    session: state.session,
    currentNumber: state.currentNumber,
    mode: state.session?.mode ?? 'exam',
    isChecking: state.checking !== null && state.checking === state.currentNumber,
    checkFailed: state.checkFailed !== null && state.checkFailed === state.currentNumber,
    totalQuestions: state.session?.totalQuestions ?? 0,
    question,
    isLoadingQuestion: running && question === null,
    selection: question?.selectedChoiceIds ?? [],
    saveStatus: (question && statuses.get(question.questionId)) ?? 'idle',
    remainingTime: countdown.remainingTime,
    isPaused: state.phase === 'paused',
    questionStates: state.questionStates,
    inactivityWarning: inactivity.warning,
    result: state.result,
    error: state.error,
    unsavedAtSubmit: state.unsavedAtSubmit,
  };
}
