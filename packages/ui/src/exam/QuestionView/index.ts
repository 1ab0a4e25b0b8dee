export { QuestionView, type QuestionViewProps } from './QuestionView';
export { ExamTimer, type ExamTimerProps } from './ExamTimer';
export type { SaveStatusValue } from './SaveStatus';
