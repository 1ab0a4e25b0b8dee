import { useReducer, useRef } from 'react';
import { systemClock } from './clock';
import { useCountdown } from './countdown';
import type { EngineContext } from './engineContext';
import type { ExamSession, UseExamSessionOptions } from './examSession.types';
import { questionActions } from './questionActions';
import { sessionActions } from './sessionActions';
import { initialSessionState, isClockRunning, sessionReducer } from './sessionState';
import type { AnswerDraft } from './types';
import { useAnswerQueue } from './useAnswerQueue';
import { useInactivity } from './useInactivity';
import { useLatest } from './useLatest';
import { usePageLifecycle } from './usePageLifecycle';
import { useQuestionLoader } from './useQuestionLoader';
import { useStableActions } from './useStableActions';

const warn: NonNullable<UseExamSessionOptions['onBackgroundError']> = (context, error) =>
  console.warn(`exam: ${context} failed`, error);

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
  const { queue, statuses } = useAnswerQueue(clock, async (draft: AnswerDraft) => {
    const sessionId = stateRef.current.session?.id;
    if (sessionId === undefined) return;
    const saved = await api().saveAnswer(sessionId, { ...draft, remainingTime: countdown.current() });
    const now = stateRef.current;
    // While paused the pause's answer is the truth: a late answer response must not move the clock.
    if (now.session?.id === sessionId && isClockRunning(now)) countdown.set(saved.remainingTime, true);
  });
  useQuestionLoader((sessionId, n) => api().getQuestion(sessionId, n), state, dispatch);

  const ctx: EngineContext = {
    api,
    testId: () => opts.current.testId,
    state: () => stateRef.current,
    dispatch,
    countdown,
    queue,
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
