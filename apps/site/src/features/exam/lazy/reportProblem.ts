// Practice's Report a problem dialog, in a chunk of its own (see onDemand.tsx).
export { ReportProblemDialog } from '@elearning/ui';
