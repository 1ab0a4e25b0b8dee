export { LeaveExamDialog, type LeaveExamDialogProps } from './LeaveExamDialog';
