/** The learner's figures from the server (spec decision 10). */
export interface DashboardStats {
  testsCompleted: number;
  testsInProgress: number;
  /** Total time spent in tests, in seconds; shown in hours. */
  timeSpentSeconds: number;
  /** Average score of completed attempts in percent, or null before the first one. */
  averageScore: number | null;
}

/** An article in My Articles; it opens the reader at /course/{id}. */
export interface DashboardArticle {
  id: string | number;
  title: string;
  readingMinutes: number;
}

/** A test in My Tests; it leads to the tests catalogue. */
export interface DashboardTest {
  id: string | number;
  title: string;
  questionCount: number;
}
