/** How an attempt was taken: practice counts toward progress, not toward the best exam score. */
export type AttemptMode = 'exam' | 'practice';

/** One submitted attempt on the score chart. */
export interface ScorePoint {
  historyId: number;
  mode: AttemptMode;
  /** Whole percent. */
  score: number;
  /** The server's pass rule, applied to this attempt. */
  passed: boolean;
  /** ISO date-time of submission. */
  endTime: string;
}

/** One domain's accuracy over its window of recent answers. */
export interface DomainProgress {
  /** English display name (also the key into the domain labels). */
  domain: string;
  /** Stable key, e.g. KAFKA_STREAMS. */
  key: string;
  /** Questions of the domain in the test. */
  poolSize: number;
  /** Distinct questions of the domain answered at least once. */
  seen: number;
  /** Answers in the window. */
  answered: number;
  correct: number;
  /** Whole percent, null without an answer. */
  accuracy: number | null;
}

/** The estimate of the exam score, or not enough data for one. */
export interface Readiness {
  status: 'estimated' | 'not_enough_data';
  /** Answers the estimate rests on. */
  answersUsed: number;
  /** Answers needed before there is an estimate. */
  minimumAnswers: number;
  low: number | null;
  high: number | null;
  estimate: number | null;
  passingScore: number;
  /** Up to three, weakest first. */
  weakestDomains: DomainProgress[];
}

export interface TestProgress {
  testId: number;
  title: string;
  passingScore: number;
  poolSize: number;
  questionsSeen: number;
  /** Oldest first. */
  scores: ScorePoint[];
  domains: DomainProgress[];
  readiness: Readiness;
}

/** Study streak over UTC days. */
export interface StudyStreak {
  currentDays: number;
  longestDays: number;
  studiedToday: boolean;
  lastStudyDay: string | null;
}

export interface Progress {
  streak: StudyStreak;
  /** Each domain's accuracy rests on its latest this-many answers. */
  recentAnswersPerDomain: number;
  tests: TestProgress[];
}

/** Where the progress screens link: the tests catalogue and a practice of one test's domain. */
export interface ProgressUrls {
  tests: string;
  /** The progress page (from the dashboard card). */
  progress: string;
  /** Practise one domain of one test (today: the test's page). */
  practiseDomain: (testId: number, domainKey: string) => string;
}
