export { PracticeLabPage, type PracticeLabPageProps } from './PracticeLabPage';
export { COPY_FEEDBACK_MS, TERMINAL_DELAY_MS } from './timing';
export type { LabStep } from './types';
