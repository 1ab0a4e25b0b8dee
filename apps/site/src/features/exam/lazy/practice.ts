// The practice-only ui, in a chunk of its own (see onDemand.tsx).
export { PracticeSetForm, ReportProblemDialog } from '@elearning/ui';
