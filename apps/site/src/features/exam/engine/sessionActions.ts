import type { EngineContext } from './engineContext';
import { toExamError } from './messages';
import { isClockRunning } from './sessionState';
import type { AttemptMode, PracticeSetSpec, TestResult, TestSession } from './types';

export type PauseReason = 'manual' | 'hidden' | 'inactivity';

/** The session-level actions: start or resume, pause (manual, automatic, on unload), submit. */
export function sessionActions(ctx: EngineContext) {
  const { api, state, dispatch, countdown, queue, busy } = ctx;

  function start(mode: AttemptMode = 'exam'): Promise<void> {
    return open(() => api().startOrResume(ctx.testId(), mode)).then(() => undefined);
  }

  /** Starts the free sample of a paid test. */
  function startSample(): Promise<void> {
    const opener = api().startSample;
    if (!opener) return Promise.resolve();
    return open(() => opener(ctx.testId())).then(() => undefined);
  }

  /**
   * Starts a custom practice set. A set the server finds empty (PRACTICE_SET_EMPTY) goes back to the intro
   * and resolves 'empty' for the form to say so; other failures show the error card as a start does.
   */
  async function startSet(set: PracticeSetSpec): Promise<'empty' | null> {
    const startPracticeSet = api().startPracticeSet;
    if (!startPracticeSet) return null;
    return open(() => startPracticeSet(ctx.testId(), set));
  }

  async function open(opener: () => Promise<TestSession>): Promise<'empty' | null> {
    const s = state();
    const canStart =
      s.phase === 'idle' || s.phase === 'finished' || (s.phase === 'error' && s.errorReturn === 'idle');
    if (!canStart) return null;
    dispatch({ type: 'starting' });
    try {
      const session = await opener();
      queue.clear();
      ctx.openSession.current = session;
      // Answers a reload or a closed tab left unconfirmed: shown at once and sent again.
      // A question checked in practice is locked: a draft left for it can no longer be saved.
      const known = new Set(session.questionStates.filter((q) => !q.checked).map((q) => q.questionId));
      const restored = ctx.answers.load(session.id).filter((d) => known.has(d.questionId));
      ctx.answers.forgetOthers(session.testId, session.id);
      countdown.set(session.remainingTime, session.status !== 'PAUSED');
      dispatch({ type: 'started', session, restored });
      if (session.status === 'PAUSED') queue.hold();
      restored.forEach((draft) => queue.enqueue(draft));
      return null;
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === 'PRACTICE_SET_EMPTY') {
        dispatch({ type: 'startRefused' });
        return 'empty';
      }
      dispatch({ type: 'failed', error: toExamError('start', error), returnTo: 'idle' });
      return null;
    }
  }

  function resume(): Promise<boolean> {
    const { phase, session } = state();
    if (busy.current.resume) return busy.current.resume;
    if (phase !== 'paused' || !session) return Promise.resolve(false);
    busy.current.resume = (async () => {
      try {
        const resumed = await api().resume(session.id);
        if (state().phase !== 'paused') return false;
        countdown.set(resumed.remainingTime, true);
        dispatch({ type: 'resumed', session: resumed });
        queue.release();
        return true;
      } catch (error) {
        dispatch({ type: 'failed', error: toExamError('resume', error), returnTo: 'paused' });
        return false;
      } finally {
        busy.current.resume = undefined;
      }
    })();
    return busy.current.resume;
  }

  function pause(reason: PauseReason): Promise<boolean> {
    const { session } = state();
    if (busy.current.pause) return busy.current.pause;
    if (!session || !isClockRunning(state())) return Promise.resolve(false);
    busy.current.pause = (async () => {
      try {
        const paused = await api().pause(session.id, countdown.current());
        if (state().session?.id !== session.id || !isClockRunning(state())) return false;
        countdown.set(paused.remainingTime, false);
        queue.hold();
        dispatch({ type: 'paused' });
        return true;
      } catch (error) {
        if (reason === 'manual') {
          dispatch({ type: 'failed', error: toExamError('pause', error), returnTo: 'running' });
        } else ctx.logBackground('autoPause', error);
        if (reason === 'inactivity') ctx.resetInactivity();
        return false;
      } finally {
        busy.current.pause = undefined;
      }
    })();
    return busy.current.pause;
  }

  /**
   * The page (or the exam view) is going away: only a beacon-style call survives, so the pause is also
   * applied locally.
   */
  function pauseOnUnload() {
    const { session } = state();
    if (!session || !isClockRunning(state())) return;
    const remaining = countdown.current();
    try {
      api().pauseOnUnload(session.id, remaining);
    } catch (error) {
      ctx.logBackground('unloadPause', error);
    }
    // A page kept in the back-forward cache then comes back paused, as the server has it.
    countdown.set(remaining, false);
    queue.hold();
    dispatch({ type: 'paused' });
  }

  function submit(): Promise<TestResult | null> {
    if (busy.current.submit) return busy.current.submit;
    const { phase, session } = state();
    if (!session || (phase !== 'running' && phase !== 'paused')) return Promise.resolve(null);
    dispatch({ type: 'submitting' });
    busy.current.submit = (async () => {
      try {
        const unsaved = await queue.settle(ctx.submitSaveAttempts);
        const result = await api().submit(session.id, countdown.current());
        const numbers = state().questionStates;
        const unsavedAtSubmit = unsaved.flatMap(
          (draft) => numbers.find((q) => q.questionId === draft.questionId)?.orderId ?? [],
        );
        queue.clear();
        ctx.answers.clear(session.id);
        countdown.set(countdown.current(), false);
        dispatch({ type: 'finished', result, unsavedAtSubmit });
        return result;
      } catch (error) {
        dispatch({ type: 'failed', error: toExamError('submit', error), returnTo: phase });
        return null;
      } finally {
        busy.current.submit = undefined;
      }
    })();
    return busy.current.submit;
  }

  return { start, startSample, startSet, resume, pause, pauseOnUnload, submit };
}
