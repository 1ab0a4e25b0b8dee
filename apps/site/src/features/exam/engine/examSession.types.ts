import type { SaveStatus } from './answerQueue';
import type { Clock } from './clock';
import type { ExamError } from './messages';
import type { PendingAnswerStore } from './pendingAnswers';
import type { ExamPhase } from './sessionState';
import type {
  AttemptMode,
  ExamApi,
  PracticeSetSpec,
  Question,
  QuestionState,
  TestResult,
  TestSession,
} from './types';
import type { InactivityWarning } from './useInactivity';

/** Calls whose failure the spec only logs: they never reach the error card. */
export type BackgroundErrorContext = 'flag' | 'position' | 'autoPause' | 'unloadPause';

export interface UseExamSessionOptions {
  api: ExamApi;
  testId: number;
  /** Defaults to the real clock and timers; vitest fake timers drive it in tests. */
  clock?: Clock;
  /** Idle seconds before the inactivity warning (default 300). */
  inactivityWarningAfter?: number;
  /** Idle seconds before the automatic pause (default 600). */
  inactivityPauseAfter?: number;
  /** How many failed tries per unsaved answer submit() waits through before it submits anyway (default 3). */
  submitSaveAttempts?: number;
  /**
   * Where answers wait until the server confirms them, so a reload or a closed tab loses none (default:
   * localStorage, keyed by session id).
   */
  answerStore?: PendingAnswerStore;
  /**
   * The language the API answers content in (the UI language). When it changes, the questions already loaded
   * and a shown result are fetched again and their texts replaced; selections, flags and the clock stay.
   */
  contentLanguage?: string;
  /** Where failures the spec only logs go (default console.warn). */
  onBackgroundError?: (context: BackgroundErrorContext, error: unknown) => void;
}

export interface ExamSession {
  phase: ExamPhase;
  session: TestSession | null;
  /** The question number shown, 1-based. */
  currentNumber: number;
  totalQuestions: number;
  /** The current question with the local selection and flag; null while it loads. */
  question: Question | null;
  isLoadingQuestion: boolean;
  selection: readonly number[];
  /** The save state of the current question's answer. */
  saveStatus: SaveStatus;
  /** Seconds left as displayed: the server's value after each call, ticking in between. */
  remainingTime: number;
  isPaused: boolean;
  /** answered / flagged per question number, for the navigator strip. */
  questionStates: readonly QuestionState[];
  inactivityWarning: InactivityWarning | null;
  result: TestResult | null;
  error: ExamError | null;
  /** Question numbers whose answer could not be saved before the last submit went out. */
  unsavedAtSubmit: readonly number[];
  /** The open session's mode (exam until one is open). */
  mode: AttemptMode;
  /** Practice: the current question's check is on its way / the last one failed. */
  isChecking: boolean;
  checkFailed: boolean;
  /** Practice: checks the current question (reveals its verdict and locks it). */
  check: () => Promise<void>;
  /** Intro button and Retake: resumes the open session of the test, or starts a new one in `mode`. */
  start: (mode?: AttemptMode) => Promise<void>;
  /** Starts the free 5-question sample of a paid test. */
  startSample: () => Promise<void>;
  /** Starts a custom practice set; resolves 'empty' when the server found no question for it. */
  startSet: (set: PracticeSetSpec) => Promise<'empty' | null>;
  goTo: (questionNumber: number) => void;
  next: () => void;
  previous: () => void;
  select: (choiceId: number) => void;
  /** Matching: a target for an item (null clears it); a target another item holds moves. */
  match: (itemId: number, targetId: number | null) => void;
  /** Ordering: the learner's order of every step. */
  reorder: (stepIds: readonly number[]) => void;
  toggleFlag: () => void;
  /** Resolves true once the server paused the session (Pause & Leave navigates after it). */
  pause: () => Promise<boolean>;
  resume: () => Promise<boolean>;
  /** Waits (bounded) for unsaved answers, then submits; resolves with the result, or null on failure. */
  submit: () => Promise<TestResult | null>;
  continueAfterInactivity: () => void;
  clearError: () => void;
}
