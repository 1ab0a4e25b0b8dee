// The engine works on the contract's own shapes (generated from openapi.yaml by @elearning/api-client); only
// the transport it drives (ExamApi) and the draft answer it queues are its own.
import type { AttemptMode, PracticeCheck, Question, TestResult, TestSession } from '@elearning/api-client';

export type {
  AttemptMode,
  PracticeCheck,
  Choice,
  DomainKey,
  DomainName,
  Question,
  QuestionState,
  ReviewAnswer,
  ReviewedQuestion,
  SessionStatus,
  TestResult,
  TestSession,
} from '@elearning/api-client';

/** What a custom practice set asks the server for. */
export interface PracticeSetSpec {
  domains: string[];
  count: number;
  source: 'all' | 'missed' | 'unseen' | 'flagged';
  /** `all`: drawn across every test the learner can open (default `test`). */
  scope?: 'test' | 'all';
}

export interface AnswerDraft {
  questionId: number;
  selectedChoiceIds: number[];
}

/** What every ExamApi method throws: the HTTP status (0 when the network failed) and a message. */
export interface ExamApiError {
  status: number;
  message: string;
}

/** The transport the engine drives; the app implements it with the api client. */
export interface ExamApi {
  /**
   * Looks up the abandoned session: PAUSED or IN PROGRESS is resumed (in its own mode), otherwise a fresh one
   * is started in `mode` (default exam).
   */
  startOrResume(testId: number, mode?: AttemptMode): Promise<TestSession>;
  /** Starts the free 5-question sample of a paid test (untimed practice, no access needed). */
  startSample?(testId: number): Promise<TestSession>;
  /** Starts a custom practice set the server draws (discarding an open session of the test). */
  startPracticeSet?(testId: number, set: PracticeSetSpec): Promise<TestSession>;
  /** Practice: stores the selection, locks the question and answers its verdict. */
  checkAnswer?(sessionId: number, questionId: number, selectedChoiceIds: number[]): Promise<PracticeCheck>;
  /** Restarts the clock of a session this page paused. */
  resume(sessionId: number): Promise<TestSession>;
  getQuestion(sessionId: number, questionNumber: number): Promise<Question>;
  saveAnswer(
    sessionId: number,
    answer: AnswerDraft & { remainingTime: number },
  ): Promise<{ remainingTime: number }>;
  setFlag(sessionId: number, questionId: number, flagged: boolean): Promise<unknown>;
  /** Remembers the question on screen with the attempt, so a resume on any device opens it again. */
  savePosition?(sessionId: number, questionNumber: number): Promise<unknown>;
  pause(sessionId: number, remainingTime: number): Promise<{ remainingTime: number }>;
  submit(sessionId: number, remainingTime: number): Promise<TestResult>;
  /** A submitted attempt's result again, to show it in another content language. */
  getResult?(historyId: number): Promise<TestResult>;
  /** Fire-and-forget pause that survives the page going away (sendBeacon or fetch keepalive). */
  pauseOnUnload(sessionId: number, remainingTime: number): void;
}

export function isExamApiError(error: unknown): error is ExamApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as Partial<ExamApiError>).status === 'number' &&
    typeof (error as Partial<ExamApiError>).message === 'string'
  );
}
