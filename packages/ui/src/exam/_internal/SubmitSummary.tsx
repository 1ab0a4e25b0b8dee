import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { AlertDialog, Callout, Dialog, Flex, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { messages } from '../QuestionView/QuestionView.messages';

export interface SubmitSummaryProps {
  /** Answered questions. */
  answered: number;
  /** Questions still flagged for review. */
  flagged: number;
  /** Questions in the attempt. */
  total: number;
  /** The Radix dialog it is inside, whose description it renders. */
  within?: 'alertDialog' | 'dialog';
}

/**
 * What submitting now means, the one confirmation text of Finish Exam and Submit & Leave: answered of total,
 * final, and a warning with the unanswered and flagged counts. Renders the dialog's description.
 */
export function SubmitSummary({ answered, flagged, total, within = 'alertDialog' }: SubmitSummaryProps) {
  const intl = useIntl();
  const Description = within === 'dialog' ? Dialog.Description : AlertDialog.Description;
  const unanswered = Math.max(0, total - answered);
  return (
    <>
      <Description size="2">
        {intl.formatMessage(messages.finishAnswered, { answered, total })}{' '}
        {intl.formatMessage(messages.finishFinal)}
      </Description>
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
    </>
  );
}
