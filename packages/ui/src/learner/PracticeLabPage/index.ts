export { PracticeLabPage, type PracticeLabPageProps } from './PracticeLabPage';
export { COPY_FEEDBACK_MS } from './timing';
export type { LabAttempt, LabHint, LabStep } from './types';
