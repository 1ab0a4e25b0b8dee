import { ChatBubbleIcon } from '@radix-ui/react-icons';
import { Badge, Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ReportProblemDialog, type ReportProblemDialogProps } from '../ReportProblemDialog';
import type { QuestionReportValues, ReviewedQuestion } from '../types';
import { messages } from './ReviewList.messages';

export type ReportQuestionHandler = (questionId: number, values: QuestionReportValues) => Promise<void>;

/** The "Report a problem" button of a reviewed question, its dialog, and "Reported" once it is stored. */
export function ReviewReport({
  question,
  onReport,
}: {
  question: ReviewedQuestion;
  onReport: ReportQuestionHandler;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<ReportProblemDialogProps['status']>('idle');
  const openDialog = () => {
    setStatus('idle');
    setOpen(true);
  };
  const submit = (values: QuestionReportValues) => {
    setStatus('submitting');
    onReport(question.questionId, values).then(
      () => setStatus('done'),
      () => setStatus('error'),
    );
  };
  return (
    <Flex gap="3" align="center" justify="end" wrap="wrap">
      {question.report && (
        <Badge color="violet" variant="soft">
          <ChatBubbleIcon aria-hidden />
          {intl.formatMessage(messages.reported)}
        </Badge>
      )}
      <Button
        size="1"
        variant="ghost"
        color="gray"
        onClick={openDialog}
        aria-label={intl.formatMessage(question.report ? messages.editReportOf : messages.reportOf, {
          number: question.orderId,
        })}
      >
        {intl.formatMessage(question.report ? messages.editReport : messages.report)}
      </Button>
      <ReportProblemDialog
        open={open}
        onOpenChange={setOpen}
        questionNumber={question.orderId}
        initialValues={question.report ?? null}
        status={status}
        onSubmit={submit}
      />
    </Flex>
  );
}
