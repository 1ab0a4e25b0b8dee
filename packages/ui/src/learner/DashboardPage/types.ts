/** The learner's figures from the server (spec decision 10). */
export interface DashboardStats {
  /** Attempts finished. */
  testsCompleted: number;
  /** Attempts started or paused and not finished. */
  testsInProgress: number;
  /** Total time spent in tests, in seconds; shown in hours. */
  timeSpentSeconds: number;
  /** Average score of completed attempts in percent, or null before the first one. */
  averageScore: number | null;
}

/** An article in My Articles; it opens the reader at /course/{id}. */
export interface DashboardArticle {
  /** Identifier of the article in the reader. */
  id: string | number;
  title: string;
  /** Shown as "12 min read". */
  readingMinutes: number;
}

/** A test in My Tests; it opens the test's own page. */
export interface DashboardTest {
  /** Row key. */
  id: string | number;
  title: string;
  /** Shown as "60 questions". */
  questionCount: number;
  /** The test's page. */
  href: string;
}

/** An open (started or paused, not submitted) attempt in "Continue where you left off". */
export interface DashboardOpenAttempt {
  /** Row key: the test's id. */
  id: string | number;
  /** The test's title. */
  title: string;
  /** The question the attempt was last on, and how many it has. */
  questionNumber: number;
  totalQuestions: number;
  /** Seconds left on an exam's clock; null for practice (untimed). */
  remainingTime: number | null;
  /** Opens the attempt at that question. */
  href: string;
}
