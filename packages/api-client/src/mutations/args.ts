import type {
  AnswerRequest,
  AttemptMode,
  PracticeSetRequest,
  QuestionReportRequest,
  QuestionTimeEntries,
} from '../types';

export interface StartTestArgs {
  testId: number;
  /** `exam` (the default) or `practice`. */
  mode?: AttemptMode;
  /** A paid test's free sample: its first 5 questions, untimed practice, without access. */
  sample?: boolean;
}

/** `scope` defaults to `test`: the questions of `testId` only. */
export type StartPracticeSetArgs = Omit<PracticeSetRequest, 'scope'> &
  Partial<Pick<PracticeSetRequest, 'scope'>>;

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

export interface SavePositionArgs extends SessionArgs {
  /** The orderId of the question on screen. */
  questionNumber: number;
}

export interface TimedSessionArgs extends SessionArgs {
  /** Seconds the client shows; the server keeps the smaller of this and its own. */
  remainingTime: number;
  /** Lets the call outlive the page, for the pause or submit sent while the tab closes. */
  keepalive?: boolean;
  /** Active time per question not yet reported, stored before the pause or submit. */
  questionTimes?: QuestionTimeEntries;
}

export interface RecordQuestionTimeArgs extends SessionArgs {
  entries: QuestionTimeEntries;
  /** Lets the call outlive the page (the report sent as the tab hides). */
  keepalive?: boolean;
}

export interface ReportQuestionArgs extends QuestionReportRequest {
  /** The submitted attempt (historyId). */
  historyId: number;
  questionId: number;
}
