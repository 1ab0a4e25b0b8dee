// The exam area's data, shaped like the server's contract (openapi.yaml) so the app passes responses
// straight through. The library declares them itself: it never imports the API client.

/** `exam`: timed, answers after submission. `practice`: untimed, each question can be checked on its own. */
export type AttemptMode = 'exam' | 'practice';

/** The user's state on a test. `null` for anonymous callers. */
export type ExamTestStatus = 'COMPLETED' | 'IN PROGRESS' | 'PAUSED' | 'NOT STARTED';

/** A test in the catalogue, with the signed-in user's progress and access on it. */
export interface ExamTest {
  id: number;
  title: string;
  description: string;
  /** Seconds. */
  timeLimit: number;
  /** Percent needed to pass. */
  passingScore: number;
  totalQuestions: number;
  /** Domain names of the test's questions, e.g. "Producer", "Kafka Streams". */
  topics: string[];
  /** Submitted attempts. */
  userAttempts: number;
  /** Best submitted score in percent; null before the first attempt. */
  bestScore: number | null;
  lastStatus: ExamTestStatus | null;
  /** The mode of the user's newest attempt; null without one (absent: not known). */
  lastMode?: AttemptMode | null;
  /** An IN PROGRESS or PAUSED session exists. */
  hasAbandonedTest: boolean;
  /** Seconds left in the open session; null without one. */
  remainingTime: number | null;
  isFree: boolean;
  /** 0 for a free test. */
  price: number;
  /** ISO 4217 code, e.g. "USD". */
  currency: string;
  isActive: boolean;
  /** The test is free, or the user holds an unexpired purchase. */
  hasAccess: boolean;
  /** End of the purchased access (ISO date-time); null for free tests and without a purchase. */
  accessExpiryDate: string | null;
  /** Whole days until accessExpiryDate (0 once expired); null without an expiry date. */
  daysRemaining: number | null;
}

/**
 * The exam's item types: choose one, choose N, match each item to a target, put steps in order. Absent on a
 * question: `single` or `multiple` by how many answers it asks for.
 */
export type QuestionType = 'single' | 'multiple' | 'matching' | 'ordering';

/** A matching item, a matching target or an ordering step: its id and its text. */
export interface ItemOption {
  id: number;
  text: string;
}

/** One match the learner made: an item and the target chosen for it. */
export interface MatchPair {
  itemId: number;
  targetId: number;
}

/** A matching item once checked or reviewed: its correct target and whether the learner's match was right. */
export interface MatchOutcome {
  itemId: number;
  correctTargetId: number;
  correct: boolean;
}

/** An ordering step once checked or reviewed: its correct 1-based position, and whether the learner put it there. */
export interface StepOutcome {
  stepId: number;
  correctPosition: number;
  correct: boolean;
  /** false: the learner gave no order (absent: placed). */
  placed?: boolean;
}

/** One choice of a question during an attempt. */
export interface ExamChoice {
  choiceId: number;
  choiceText: string;
  /** Display position, 1-based; the answer letter comes from it. */
  choiceOrder: number;
}

/** A question during an attempt: no correct flags, no explanation. */
export interface ExamQuestion {
  questionId: number;
  /** Position in the session, 1-based. */
  orderId: number;
  /** Absent: `single` or `multiple` by correctAnswersNumber. */
  type?: QuestionType;
  questionText: string;
  /** Stable domain key, e.g. "KAFKA_STREAMS". */
  category: string;
  /** Display name of the domain, e.g. "Kafka Streams". */
  categoryName: string;
  /** single / multiple: how many choices to select; ordering: the number of steps; matching: of items. */
  correctAnswersNumber: number;
  flagged: boolean;
  /**
   * The saved answer. ordering: every step id in the learner's order ([] = not answered); matching: pairs
   * flattened [item, target, item, target…].
   */
  selectedChoiceIds: number[];
  /** The options, the ordering steps (in the order first shown) or the matching items. */
  choices: ExamChoice[];
  /** Matching only: the targets, lettered by choiceOrder. */
  targets?: ExamChoice[];
  /** Practice only: the verdict once the question was checked; the question is locked from then on. */
  check?: PracticeCheck | null;
}

/** The verdict of a question checked in practice, with what the review would show. */
export interface PracticeCheck {
  questionId: number;
  type?: QuestionType;
  correct: boolean;
  selectedChoiceIds: number[];
  correctChoiceIds: number[];
  /** ordering / matching: one verdict per step or item; empty otherwise. */
  parts?: PartVerdict[];
  explanation: string;
  references: QuestionReference[];
}

/** Whether one ordering step or matching item was right, with the correct answer. */
export interface PartVerdict {
  /** The step or the item. */
  choiceId: number;
  correct: boolean;
  /** ordering: where the learner put the step (1 = first); null when not answered. */
  selectedPosition?: number | null;
  /** ordering: the step's place in the correct order. */
  correctPosition?: number;
  /** matching: the learner's target for the item; null when none. */
  selectedTargetId?: number | null;
  /** matching: the item's target. */
  correctTargetId?: number;
}

/** Answered and flagged state of one question, for the question strip. */
export interface QuestionState {
  orderId: number;
  questionId?: number;
  answered: boolean;
  flagged: boolean;
  /** Checked in practice (answer shown and locked). */
  checked?: boolean;
  /** Practice: whether the checked answer was right; only for a checked question. */
  correct?: boolean;
}

/** One answer of a reviewed question. */
export interface ReviewAnswer {
  /** The choiceId. */
  answerId: number;
  /** The choice text. */
  value: string;
  choiceOrder: number;
  correct: boolean;
  /** The learner selected it. */
  clientChose: boolean;
}

export const REPORT_REASONS = ['wrong_answer', 'unclear', 'typo', 'outdated', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a learner reports about a question. */
export interface QuestionReportValues {
  reason: ReportReason;
  comment: string;
}

/** A link under an explanation (Kafka documentation or a KIP); the title is already in the reader's language. */
export interface QuestionReference {
  title: string;
  url: string;
}

/** A question after submission, with the correct answers and the explanation. */
export interface ReviewedQuestion {
  questionId: number;
  orderId: number;
  /** Absent: single or multiple. */
  type?: QuestionType;
  questionText: string;
  category: string;
  categoryName: string;
  explanation: string;
  flagged: boolean;
  /** Not answered. */
  ignored: boolean;
  /** As scored, all or nothing: single / multiple, every answer's `correct` equals its `clientChose`. */
  correct: boolean;
  /** The options, steps or items (for steps and items, `correct` is that part's verdict). */
  answers: ReviewAnswer[];
  /** Matching only: the targets. */
  targets?: ExamChoice[];
  /** The learner's answer, encoded as in ExamQuestion. */
  selectedChoiceIds?: number[];
  /** ordering / matching: one verdict per step or item. */
  parts?: PartVerdict[];
  /** Further reading shown under the explanation. */
  references?: QuestionReference[];
  /** The learner's own report on this question, shown as "Reported". */
  report?: QuestionReportValues | null;
  /** Seconds the question was on screen in a visible tab; absent or 0: not measured. */
  activeSeconds?: number;
}

/** One submitted attempt in a test's history. */
export interface AttemptSummary {
  testHistoryId: number;
  testId: number;
  correctAnswersCount: number;
  totalQuestions: number;
  /** Percent. */
  score: number;
  passingScore: number;
  passed: boolean;
  /** ISO date-time. */
  endTime: string;
  /** Seconds. */
  timeUsed: number;
  /** A practice attempt never counts as the best exam score (absent: exam). */
  mode?: AttemptMode;
}

/** The outcome of one attempt with its reviewed questions. */
export interface ExamResult {
  historyId: number;
  testId: number;
  testTitle: string;
  score: number;
  correctAnswersCount: number;
  totalQuestions: number;
  passingScore: number;
  passed: boolean;
  /** Seconds. */
  timeUsed: number;
  /** Seconds. */
  timeLimit: number;
  /** ISO date-time. */
  endTime: string;
  questions: ReviewedQuestion[];
  /** Absent: exam. */
  mode?: AttemptMode;
  /** Answered but not correct; absent: counted from `questions`. */
  wrongCount?: number;
  /** Not answered; absent: counted from `questions`. */
  unansweredCount?: number;
  /** Seconds the questions were on screen in a visible tab, summed. */
  activeTime?: number;
  /** The previous attempt's score of the same test and mode; null or absent: none. */
  previousScore?: number | null;
}
