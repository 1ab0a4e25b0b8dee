// The shapes of openapi.yaml's TestTaking operations, declared here so the engine does not depend on the
// transport. The api-client's generated types are assignable to them.

export type DomainKey = 'PRODUCER' | 'CONSUMER' | 'BROKER' | 'KAFKA_STREAMS' | 'KAFKA_CONNECT' | 'KSQL';
export type DomainName = 'Producer' | 'Consumer' | 'Broker' | 'Kafka Streams' | 'Kafka Connect' | 'KSQL';

export interface Choice {
  choiceId: number;
  choiceText: string;
  choiceOrder: number;
}

export interface Question {
  questionId: number;
  /** Position in the session, 1-based: the question number. */
  orderId: number;
  questionText: string;
  category: DomainKey;
  categoryName: DomainName;
  correctAnswersNumber: number;
  flagged: boolean;
  selectedChoiceIds: number[];
  choices: Choice[];
}

export interface QuestionState {
  orderId: number;
  questionId: number;
  answered: boolean;
  flagged: boolean;
}

export type SessionStatus = 'IN PROGRESS' | 'PAUSED' | 'COMPLETED';

export interface TestSession {
  id: number;
  testId: number;
  status: SessionStatus;
  /** Seconds left, computed by the server. */
  remainingTime: number;
  timeLimit: number;
  totalQuestions: number;
  deadline: string | null;
  questionStates: QuestionState[];
  firstQuestion: Question;
}

export interface ReviewAnswer {
  answerId: number;
  value: string;
  choiceOrder: number;
  correct: boolean;
  clientChose: boolean;
}

export interface ReviewedQuestion {
  questionId: number;
  orderId: number;
  questionText: string;
  category: DomainKey;
  categoryName: DomainName;
  explanation: string;
  flagged: boolean;
  ignored: boolean;
  correct: boolean;
  answers: ReviewAnswer[];
}

export interface TestResult {
  historyId: number;
  testId: number;
  testTitle: string;
  score: number;
  correctAnswersCount: number;
  totalQuestions: number;
  passingScore: number;
  passed: boolean;
  timeUsed: number;
  timeLimit: number;
  endTime: string;
  questions: ReviewedQuestion[];
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
  /** Looks up the abandoned session: PAUSED or IN PROGRESS is resumed, otherwise a fresh one is started. */
  startOrResume(testId: number): Promise<TestSession>;
  /** Restarts the clock of a session this page paused. */
  resume(sessionId: number): Promise<TestSession>;
  getQuestion(sessionId: number, questionNumber: number): Promise<Question>;
  saveAnswer(
    sessionId: number,
    answer: AnswerDraft & { remainingTime: number },
  ): Promise<{ remainingTime: number }>;
  setFlag(sessionId: number, questionId: number, flagged: boolean): Promise<unknown>;
  pause(sessionId: number, remainingTime: number): Promise<{ remainingTime: number }>;
  submit(sessionId: number, remainingTime: number): Promise<TestResult>;
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
