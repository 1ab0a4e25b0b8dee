import type { AnswerRequest, AttemptMode, PracticeSetRequest, QuestionReportRequest } from '../types';

export interface StartTestArgs {
  testId: number;
  /** `exam` (the default) or `practice`. */
  mode?: AttemptMode;
  /** A paid test's free sample: its first 5 questions, untimed practice, without access. */
  sample?: boolean;
}

export type StartPracticeSetArgs = PracticeSetRequest;

export interface CheckAnswerArgs {
  sessionId: number;
  questionId: number;
  selectedChoiceIds: number[];
}

export interface SessionArgs {
  sessionId: number;
}

export type SubmitAnswerArgs = SessionArgs & AnswerRequest;

export interface FlagQuestionArgs extends SessionArgs {
  questionId: number;
  flagged: boolean;
}

export interface TimedSessionArgs extends SessionArgs {
  /** Seconds the client shows; the server keeps the smaller of this and its own. */
  remainingTime: number;
  /** Lets the call outlive the page, for the pause or submit sent while the tab closes. */
  keepalive?: boolean;
}

export interface ReportQuestionArgs extends QuestionReportRequest {
  /** The submitted attempt (historyId). */
  historyId: number;
  questionId: number;
}
