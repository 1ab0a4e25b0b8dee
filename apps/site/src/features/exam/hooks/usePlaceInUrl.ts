import { useEffect, useRef, useState } from 'react';
import type { ExamSession } from '../engine';

/** The search parameter that holds the question on screen: `/tests/3?question=8`. */
export const QUESTION_PARAM = 'question';

/** The question number in a search string, or null. */
export function questionFromSearch(search: string): number | null {
  const value = new URLSearchParams(search).get(QUESTION_PARAM);
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * Writes the question into the address without a navigation: replaceState keeps the history entry (and the
 * leave guard's sentinel in its state), and the router, which only reads the address on its own navigations and
 * on back/forward, is not asked to render or block anything.
 */
function writeQuestion(n: number | null) {
  const url = new URL(window.location.href);
  if (n === null) url.searchParams.delete(QUESTION_PARAM);
  else url.searchParams.set(QUESTION_PARAM, String(n));
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/**
 * The place kept in the address (issue 28): while an attempt is open the URL says its question, so a reload (or
 * the dashboard's Continue link, or a bookmark) goes straight back into the open attempt, which the server
 * reopens at the question last viewed. With no open attempt left the parameter is dropped and the intro shows.
 */
export function usePlaceInUrl(
  exam: Pick<ExamSession, 'phase' | 'currentNumber' | 'start'>,
  { hasOpenAttempt, signedIn }: { hasOpenAttempt: boolean; signedIn: boolean },
): void {
  // Read once: the address this page was opened with.
  const [asked] = useState(() => questionFromSearch(window.location.search) !== null);
  const tried = useRef(false);
  const { phase, currentNumber, start } = exam;

  useEffect(() => {
    if (!asked || tried.current || !signedIn || phase !== 'idle') return;
    tried.current = true;
    if (hasOpenAttempt) void start();
    else writeQuestion(null);
  }, [asked, signedIn, phase, hasOpenAttempt, start]);

  const open = phase === 'running' || phase === 'paused';
  useEffect(() => {
    if (open) writeQuestion(currentNumber);
    else if (phase === 'finished') writeQuestion(null);
    // While running, browser back lands on the leave guard's entry (engine/useLeaveGuard.ts, registered
    // first), which it pushes again with the address it finds: the question goes back in after it. (Paused,
    // back really leaves: the page it lands on is left alone.)
    if (phase !== 'running') return;
    const rewrite = () => writeQuestion(currentNumber);
    window.addEventListener('popstate', rewrite);
    return () => window.removeEventListener('popstate', rewrite);
  }, [open, phase, currentNumber]);
}
