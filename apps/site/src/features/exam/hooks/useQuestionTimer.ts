import { useRecordQuestionTime } from '@elearning/api-client';
import { useEffect } from 'react';
import { giveBackQuestionTimes, startTiming, stopTiming, takeQuestionTimes } from '../lib/questionTime';

/**
 * Measures the time question `questionId` of session `sessionId` is on screen while `active` (the attempt is
 * running, not paused) and the tab is visible, and reports it when the question changes or the tab is hidden.
 * The pause and the submit carry whatever is left (examApi), so nothing races the end of the attempt.
 */
export function useQuestionTimer(
  sessionId: number | undefined,
  questionId: number | undefined,
  active: boolean,
): void {
  const record = useRecordQuestionTime();
  useEffect(() => {
    if (!active || sessionId === undefined || questionId === undefined) return;
    const report = (keepalive: boolean) => {
      const entries = takeQuestionTimes(sessionId);
      if (entries.length === 0) return;
      record({ sessionId, entries, keepalive }).catch(() => giveBackQuestionTimes(sessionId, entries));
    };
    const begin = () => {
      if (document.visibilityState === 'visible') startTiming(sessionId, questionId);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') return begin();
      stopTiming();
      report(true);
    };
    begin();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopTiming();
      report(false);
    };
  }, [sessionId, questionId, active, record]);
}
