import { isExamApiError } from './types';

export type ExamErrorKind = 'start' | 'resume' | 'question' | 'pause' | 'submit';

/** An error the error card shows; `kind` lets the app translate it, `message` is the spec's English text. */
export interface ExamError {
  kind: ExamErrorKind;
  message: string;
  /** The HTTP status of the failed call, when there was one (0: network). */
  status: number | null;
}

export const examErrorMessages: Record<ExamErrorKind, string> = {
  start: 'Failed to start or resume the test. Please try again.',
  resume: 'Failed to start or resume the test. Please try again.',
  question: 'Failed to load question. Please try again.',
  pause: 'Failed to pause test. Please try again.',
  submit: 'Failed to submit test. Please try again.',
};

export function toExamError(kind: ExamErrorKind, cause: unknown): ExamError {
  return {
    kind,
    message: examErrorMessages[kind],
    status: isExamApiError(cause) ? cause.status : null,
  };
}
