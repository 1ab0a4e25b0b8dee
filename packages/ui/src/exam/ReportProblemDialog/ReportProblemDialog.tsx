import { Dialog } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { QuestionReportValues } from '../types';
import { messages } from './ReportProblemDialog.messages';
import { ReportProblemForm, type ReportProblemStatus } from './ReportProblemForm';

export { REPORT_COMMENT_MAX } from './ReportProblemForm';

export interface ReportProblemDialogProps {
  open: boolean;
  /** Closing is refused while the report is on its way. */
  onOpenChange: (open: boolean) => void;
  /** The question's number in the attempt, for the title. */
  questionNumber: number;
  /** The learner's earlier report, to edit; a new report starts on "The answer is wrong". */
  initialValues?: QuestionReportValues | null;
  /** idle: the form; submitting: busy; error: the form with an alert; done: the thank-you. */
  status: ReportProblemStatus;
  onSubmit: (values: QuestionReportValues) => void;
}

/** Report a problem with one reviewed question: a reason, an optional comment, then a thank-you. */
export function ReportProblemDialog({
  open,
  onOpenChange,
  questionNumber,
  initialValues,
  status,
  onSubmit,
}: ReportProblemDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => status !== 'submitting' && onOpenChange(next)}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{intl.formatMessage(messages.title, { number: questionNumber })}</Dialog.Title>
        {/* Mounted with the content, so each opening starts from the stored report. */}
        <ReportProblemForm initialValues={initialValues} status={status} onSubmit={onSubmit} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
