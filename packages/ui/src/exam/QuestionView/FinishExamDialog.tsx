import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { AlertDialog, Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './QuestionView.messages';

interface FinishExamDialogProps {
  /** The Finish Exam button. */
  trigger: ReactNode;
  /** Answered questions. */
  answered: number;
  /** Questions still flagged for review. */
  flagged: number;
  /** Questions in the attempt. */
  total: number;
  /** Submit Exam was confirmed. */
  onConfirm: () => void;
  /** The submission is on its way: busy button, no way back. */
  isSubmitting: boolean;
}

/** Finish Exam asks once, with what is left unanswered or flagged, before the attempt is submitted. */
export function FinishExamDialog({
  trigger,
  answered,
  flagged,
  total,
  onConfirm,
  isSubmitting,
}: FinishExamDialogProps) {
  const intl = useIntl();
  const unanswered = Math.max(0, total - answered);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>{intl.formatMessage(messages.finishTitle)}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {intl.formatMessage(messages.finishAnswered, { answered, total })}{' '}
          {intl.formatMessage(messages.finishFinal)}
        </AlertDialog.Description>
        {(unanswered > 0 || flagged > 0) && (
          <Callout.Root color="amber" highContrast mt="3">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Flex direction="column" gap="1">
              {unanswered > 0 && (
                <Text size="2">{intl.formatMessage(messages.finishUnanswered, { count: unanswered })}</Text>
              )}
              {flagged > 0 && (
                <Text size="2">{intl.formatMessage(messages.finishFlagged, { count: flagged })}</Text>
              )}
            </Flex>
          </Callout.Root>
        )}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={isSubmitting}>
              {intl.formatMessage(messages.keepWorking)}
            </Button>
          </AlertDialog.Cancel>
          <Button onClick={onConfirm} disabled={isSubmitting} aria-busy={isSubmitting}>
            <Spinner loading={isSubmitting} />
            {intl.formatMessage(isSubmitting ? messages.submitting : messages.submit)}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
