import type { ExamError } from './messages';
import type { AnswerDraft, PracticeCheck, Question, QuestionState, TestResult, TestSession } from './types';

export type ExamPhase = 'idle' | 'starting' | 'running' | 'paused' | 'submitting' | 'finished' | 'error';

export interface SessionState {
  phase: ExamPhase;
  /** Where clearError() returns: the phase the failed action started from (or led back to). */
  errorReturn: ExamPhase;
  error: ExamError | null;
  session: TestSession | null;
  currentNumber: number;
  /** Loaded questions by number, with the local selection and flag applied. */
  questions: Readonly<Record<number, Question>>;
  questionStates: readonly QuestionState[];
  result: TestResult | null;
  /** Question numbers whose answer could not be saved before the submit went out. */
  unsavedAtSubmit: readonly number[];
  /**
   * Selections restored from the pending-answer store when the session opened, by questionId: newer than
   * what the server has, so they win over the server's when their question loads.
   */
  restored: Readonly<Record<number, readonly number[]>>;
  /** Practice: the question number whose check is on its way, and the one whose last check failed. */
  checking: number | null;
  checkFailed: number | null;
}

export type SessionAction =
  | { type: 'starting' }
  | { type: 'startRefused' }
  | { type: 'started'; session: TestSession; restored?: readonly AnswerDraft[] }
  | { type: 'resumed'; session: TestSession }
  | { type: 'failed'; error: ExamError; returnTo: ExamPhase }
  | { type: 'clearError' }
  | { type: 'navigated'; number: number }
  | { type: 'questionLoaded'; sessionId: number; question: Question }
  | { type: 'questionTranslated'; sessionId: number; question: Question }
  | { type: 'resultTranslated'; result: TestResult }
  | { type: 'selected'; number: number; selectedChoiceIds: number[] }
  | { type: 'flagged'; number: number; flagged: boolean }
  | { type: 'checking'; number: number }
  | { type: 'checked'; number: number; check: PracticeCheck }
  | { type: 'checkFailed'; number: number }
  | { type: 'paused' }
  | { type: 'submitting' }
  | { type: 'finished'; result: TestResult; unsavedAtSubmit: number[] };

export const initialSessionState: SessionState = {
  phase: 'idle',
  errorReturn: 'idle',
  error: null,
  session: null,
  currentNumber: 1,
  questions: {},
  questionStates: [],
  result: null,
  unsavedAtSubmit: [],
  restored: {},
  checking: null,
  checkFailed: null,
};

/** The server is counting down: running, or an error card shown over a running session. */
export function isClockRunning(s: SessionState): boolean {
  return s.phase === 'running' || (s.phase === 'error' && s.errorReturn === 'running');
}

function patchQuestion(
  s: SessionState,
  n: number,
  question: Partial<Question>,
  summary: Partial<QuestionState>,
): SessionState {
  const loaded = s.questions[n];
  return {
    ...s,
    questions: loaded ? { ...s.questions, [n]: { ...loaded, ...question } } : s.questions,
    questionStates: s.questionStates.map((q) => (q.orderId === n ? { ...q, ...summary } : q)),
  };
}

function withRestored(question: Question, restored: SessionState['restored']): Question {
  // A checked question's selection is locked on the server: a local draft cannot be newer.
  const ids = question.check ? undefined : restored[question.questionId];
  return ids ? { ...question, selectedChoiceIds: [...ids] } : question;
}

export function sessionReducer(s: SessionState, a: SessionAction): SessionState {
  switch (a.type) {
    case 'starting':
      return { ...initialSessionState, phase: 'starting' };
    case 'startRefused':
      return s.phase === 'starting' ? { ...initialSessionState } : s;
    case 'started': {
      const restored = Object.fromEntries(
        (a.restored ?? []).map((d) => [d.questionId, d.selectedChoiceIds] as const),
      );
      const first = withRestored(a.session.firstQuestion, restored);
      return {
        ...initialSessionState,
        phase: a.session.status === 'PAUSED' ? 'paused' : 'running',
        session: a.session,
        // The server opens the attempt where the learner last was (the first question of a new one).
        currentNumber: first.orderId,
        questions: { [first.orderId]: first },
        questionStates: [...a.session.questionStates]
          .sort((x, y) => x.orderId - y.orderId)
          .map((q) => {
            const ids = restored[q.questionId];
            return ids ? { ...q, answered: ids.length > 0 } : q;
          }),
        restored,
      };
    }
    case 'resumed':
      // The local question states are at least as new as the server's: unsaved answers live only here.
      return s.phase === 'paused' ? { ...s, phase: 'running', session: a.session } : s;
    case 'failed':
      return { ...s, phase: 'error', error: a.error, errorReturn: a.returnTo };
    case 'clearError':
      return s.phase === 'error' ? { ...s, phase: s.errorReturn, error: null } : s;
    case 'navigated':
      return { ...s, currentNumber: a.number };
    case 'questionLoaded':
      // A late answer from an earlier session, or a refetch of a question already shown, changes nothing.
      if (s.session?.id !== a.sessionId || s.questions[a.question.orderId]) return s;
      return {
        ...s,
        questions: { ...s.questions, [a.question.orderId]: withRestored(a.question, s.restored) },
      };
    case 'questionTranslated': {
      // New texts for a question already shown; the local selection and flag are newer than the server's.
      // One still loading in the old language is taken as loaded, so that late answer changes nothing.
      const loaded = s.questions[a.question.orderId];
      if (s.session?.id !== a.sessionId) return s;
      if (!loaded) return sessionReducer(s, { ...a, type: 'questionLoaded' });
      const { selectedChoiceIds, flagged } = loaded;
      return {
        ...s,
        questions: { ...s.questions, [loaded.orderId]: { ...a.question, selectedChoiceIds, flagged } },
      };
    }
    case 'resultTranslated':
      return s.result?.historyId === a.result.historyId ? { ...s, result: a.result } : s;
    case 'selected':
      return patchQuestion(
        s,
        a.number,
        { selectedChoiceIds: a.selectedChoiceIds },
        { answered: a.selectedChoiceIds.length > 0 },
      );
    case 'flagged':
      return patchQuestion(s, a.number, { flagged: a.flagged }, { flagged: a.flagged });
    case 'checking':
      return { ...s, checking: a.number, checkFailed: null };
    case 'checked':
      return {
        ...patchQuestion(
          s,
          a.number,
          { check: a.check, selectedChoiceIds: a.check.selectedChoiceIds },
          { checked: true, correct: a.check.correct, answered: a.check.selectedChoiceIds.length > 0 },
        ),
        checking: null,
      };
    case 'checkFailed':
      return { ...s, checking: null, checkFailed: a.number };
    case 'paused':
      return isClockRunning(s) ? { ...s, phase: 'paused', error: null } : s;
    case 'submitting':
      return { ...s, phase: 'submitting', errorReturn: s.phase };
    case 'finished':
      return { ...s, phase: 'finished', result: a.result, unsavedAtSubmit: a.unsavedAtSubmit };
  }
}
