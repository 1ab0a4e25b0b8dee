import type { Dispatch } from 'react';
import type { AnswerQueue } from './answerQueue';
import type { Countdown } from './countdown';
import type { BackgroundErrorContext } from './examSession.types';
import type { SessionAction, SessionState } from './sessionState';
import type { ExamApi, TestResult } from './types';

/** What the engine's actions share: the latest state, the dispatcher and the timing parts. */
export interface EngineContext {
  api: () => ExamApi;
  testId: () => number;
  state: () => SessionState;
  dispatch: Dispatch<SessionAction>;
  countdown: Countdown;
  queue: AnswerQueue;
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
