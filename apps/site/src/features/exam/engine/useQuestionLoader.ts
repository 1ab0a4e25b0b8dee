import { useCallback, useEffect, useRef } from 'react';
import type { Dispatch } from 'react';
import { toExamError } from './messages';
import type { SessionAction, SessionState } from './sessionState';
import type { Question } from './types';
import { useLatest } from './useLatest';

/**
 * Keeps the current question loaded while the test runs, and the next one prefetched. Each question is
 * fetched once per session (the reducer caches it); a request already in flight is shared. Answers the
 * question numbers of a session still in flight.
 */
export function useQuestionLoader(
  getQuestion: (sessionId: number, questionNumber: number) => Promise<Question>,
  state: SessionState,
  dispatch: Dispatch<SessionAction>,
): (sessionId: number) => number[] {
  const inFlight = useRef(new Map<string, Promise<Question>>());
  const stateRef = useLatest(state);
  const getQuestionRef = useLatest(getQuestion);

  const load = useCallback(
    (sessionId: number, n: number) => {
      const key = `${sessionId}:${n}`;
      const existing = inFlight.current.get(key);
      if (existing) return existing;
      const request = getQuestionRef.current(sessionId, n);
      inFlight.current.set(key, request);
      const done = () => void inFlight.current.delete(key);
      request.then((question) => {
        done();
        dispatch({ type: 'questionLoaded', sessionId, question });
      }, done);
      return request;
    },
    [dispatch, getQuestionRef],
  );

  const { phase, session, currentNumber, questions } = state;
  const sessionId = session?.id;
  const total = session?.totalQuestions ?? 0;
  const hasCurrent = currentNumber in questions;
  const next = currentNumber + 1;
  const needsNext = next <= total && !(next in questions);

  useEffect(() => {
    if (phase !== 'running' || sessionId === undefined) return;
    if (!hasCurrent) {
      load(sessionId, currentNumber).catch((error: unknown) => {
        const now = stateRef.current;
        if (now.phase !== 'running' || now.session?.id !== sessionId) return;
        if (now.currentNumber !== currentNumber) return;
        dispatch({ type: 'failed', error: toExamError('question', error), returnTo: 'running' });
      });
    }
    // A failed prefetch is not an error: navigating there fetches again and reports a failure then.
    if (needsNext) load(sessionId, next).catch(() => undefined);
  }, [phase, sessionId, currentNumber, hasCurrent, needsNext, next, load, dispatch, stateRef]);

  return useCallback(
    (id: number) =>
      [...inFlight.current.keys()]
        .filter((key) => key.startsWith(`${id}:`))
        .map((key) => Number(key.split(':')[1])),
    [],
  );
}
