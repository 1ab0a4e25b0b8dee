export {
  ReportProblemDialog,
  REPORT_COMMENT_MAX,
  type ReportProblemDialogProps,
} from './ReportProblemDialog';
