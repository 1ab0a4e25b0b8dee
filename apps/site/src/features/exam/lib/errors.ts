import type { ExamErrorReason } from '@elearning/ui';
import type { ExamError } from '../engine';

/** The error card's message for an engine failure (spec section 8). */
export function errorReason(error: ExamError): ExamErrorReason {
  if (error.status === 401) return 'authRequired';
  switch (error.kind) {
    case 'start':
      return 'startOrResume';
    case 'resume':
      return 'resumeTest';
    case 'question':
      return 'loadQuestion';
    case 'pause':
      return 'pauseTest';
    case 'submit':
      return 'submitTest';
  }
}
