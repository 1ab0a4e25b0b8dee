import type { TestResult } from '@elearning/api-client';

export type DomainName = TestResult['questions'][number]['categoryName'];

/** What the study loop reads of a result. */
export interface ExamResultLike {
  questions: readonly { correct: boolean; categoryName: string }[];
}
