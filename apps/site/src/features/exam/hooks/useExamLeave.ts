import { useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate, type BlockerFunction } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLeaveGuard, type ExamSession } from '../engine';

export interface ExamLeave {
  /** The leave dialog is shown. */
  open: boolean;
  pendingAction: 'submit' | 'pause' | null;
  stay: () => void;
  pauseAndLeave: () => Promise<void>;
  submitAndLeave: () => Promise<void>;
}

/**
 * Leaving a running test asks first. Browser back and fragment changes are caught by the engine's leave guard
 * (a sentinel history entry); links inside the app by the router's blocker. The blocker leaves back/forward
 * (POP) to the guard: blocking a POP makes the router step back by the difference of history indexes, and
 * the sentinel shares its entry's index, so that step would reload the page.
 */
export function useExamLeave(exam: Pick<ExamSession, 'phase' | 'pause' | 'submit'>): ExamLeave {
  const navigate = useNavigate();
  const running = exam.phase === 'running';
  const leaving = useRef(false);
  const [asked, setAsked] = useState(false);
  const [pendingAction, setPendingAction] = useState<ExamLeave['pendingAction']>(null);

  useLeaveGuard(running, () => setAsked(true));
  const shouldBlock: BlockerFunction = ({ historyAction }) =>
    running && !leaving.current && historyAction !== 'POP';
  const blocker = useBlocker(shouldBlock);

  // The test stopped running on its own (auto-pause, countdown, an error): nothing is left to ask about.
  const settled = !running && pendingAction === null;
  if (settled && asked) setAsked(false);
  useEffect(() => {
    if (settled && blocker.state === 'blocked') blocker.reset();
  }, [settled, blocker]);

  const stay = () => {
    setAsked(false);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = (to: string = paths.dashboard) => {
    leaving.current = true;
    stay();
    navigate(to);
  };

  return {
    open: !settled && (asked || blocker.state === 'blocked'),
    pendingAction,
    stay,
    async pauseAndLeave() {
      setPendingAction('pause');
      const paused = await exam.pause();
      setPendingAction(null);
      if (paused) leave();
      else stay();
    },
    async submitAndLeave() {
      setPendingAction('submit');
      // A failed final submit is only logged (spec section 8); leaving pauses the session on the way out.
      // A submitted attempt shows its result rather than the dashboard (issue #17).
      const result = await exam.submit();
      setPendingAction(null);
      leave(result ? paths.testResults(result.historyId) : paths.dashboard);
    },
  };
}
