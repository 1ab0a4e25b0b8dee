import type { Dispatch } from 'react';
import type { AnswerQueue } from './answerQueue';
import type { Countdown } from './countdown';
import type { BackgroundErrorContext } from './examSession.types';
import type { PendingAnswerStore } from './pendingAnswers';
import type { SessionAction, SessionState } from './sessionState';
import type { ExamApi, TestResult, TestSession } from './types';

/** What the engine's actions share: the latest state, the dispatcher and the timing parts. */
export interface EngineContext {
  api: () => ExamApi;
  testId: () => number;
  state: () => SessionState;
  dispatch: Dispatch<SessionAction>;
  countdown: Countdown;
  queue: AnswerQueue;
  /** Answers not yet confirmed by the server, kept across reloads. */
  answers: PendingAnswerStore;
  /** The session answers go to, set as soon as it opens (the state follows a render later). */
  openSession: { current: TestSession | null };
  resetInactivity: () => void;
  logBackground: (context: BackgroundErrorContext, error: unknown) => void;
  submitSaveAttempts: number;
  /** Calls in flight that must not run twice at once. */
  busy: {
    current: {
      pause?: Promise<boolean>;
      resume?: Promise<boolean>;
      submit?: Promise<TestResult | null>;
    };
  };
}
