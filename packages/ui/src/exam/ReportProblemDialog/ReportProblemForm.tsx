import { Button, Callout, Dialog, Flex, RadioGroup, Text, TextArea } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { BusyButton } from '../../components/BusyButton';
import { REPORT_REASONS, type QuestionReportValues, type ReportReason } from '../types';
import { messages } from './ReportProblemDialog.messages';

export const REPORT_COMMENT_MAX = 2000;

export type ReportProblemStatus = 'idle' | 'submitting' | 'error' | 'done';

interface ReportProblemFormProps {
  initialValues?: QuestionReportValues | null;
  status: ReportProblemStatus;
  onSubmit: (values: QuestionReportValues) => void;
}

/** The dialog's body: the reason and comment fields, or the thank-you once the report is stored. */
export function ReportProblemForm({ initialValues, status, onSubmit }: ReportProblemFormProps) {
  const intl = useIntl();
  const reasonLabelId = useId();
  const commentId = useId();
  const hintId = useId();
  const [reason, setReason] = useState<ReportReason>(initialValues?.reason ?? 'wrong_answer');
  const [comment, setComment] = useState(initialValues?.comment ?? '');
  const busy = status === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit({ reason, comment: comment.trim() });
  };
  return (
    <>
      {status === 'done' ? (
        <Flex direction="column" gap="4">
          <Callout.Root color="green" highContrast role="status">
            <Callout.Icon>
              <CheckCircledIcon />
            </Callout.Icon>
            <Callout.Text>{intl.formatMessage(messages.done)}</Callout.Text>
          </Callout.Root>
          <Dialog.Description size="2" color="gray">
            {intl.formatMessage(messages[reason])}
            {comment.trim() && ` — ${comment.trim()}`}
          </Dialog.Description>
          <Flex justify="end">
            <Dialog.Close>
              <Button>{intl.formatMessage(messages.close)}</Button>
            </Dialog.Close>
          </Flex>
        </Flex>
      ) : (
        <form onSubmit={submit}>
          <Dialog.Description size="2" mb="4">
            {intl.formatMessage(messages.description)}
          </Dialog.Description>
          <Flex direction="column" gap="4">
            {status === 'error' && (
              <Callout.Root color="red" highContrast role="alert">
                <Callout.Icon>
                  <ExclamationTriangleIcon />
                </Callout.Icon>
                <Callout.Text>{intl.formatMessage(messages.error)}</Callout.Text>
              </Callout.Root>
            )}
            <Flex direction="column" gap="2">
              <Text as="div" size="2" weight="bold" id={reasonLabelId}>
                {intl.formatMessage(messages.reason)}
              </Text>
              <RadioGroup.Root
                aria-labelledby={reasonLabelId}
                value={reason}
                onValueChange={(value) => setReason(value as ReportReason)}
                disabled={busy}
              >
                {/* Selection follows focus, as in any radio group. Radix checks on focus only while the arrow key
                    is still down, and moves focus in a timeout: a keyup that comes first left focus on a reason
                    that was not chosen. Focus reaches an item no other way than the arrows, Tab to the chosen
                    one, or a click that chooses it anyway. */}
                {REPORT_REASONS.map((value) => (
                  <RadioGroup.Item key={value} value={value} onFocus={() => setReason(value)}>
                    {intl.formatMessage(messages[value])}
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="bold" htmlFor={commentId}>
                {intl.formatMessage(messages.comment)}
              </Text>
              <TextArea
                id={commentId}
                aria-describedby={hintId}
                value={comment}
                maxLength={REPORT_COMMENT_MAX}
                rows={4}
                disabled={busy}
                onChange={(event) => setComment(event.target.value)}
              />
              <Text size="1" color="gray" id={hintId}>
                {intl.formatMessage(messages.commentHint)}
              </Text>
            </Flex>
            <Flex gap="3" justify="end" wrap="wrap">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray" disabled={busy}>
                  {intl.formatMessage(messages.cancel)}
                </Button>
              </Dialog.Close>
              <BusyButton type="submit" busy={busy} busyLabel={intl.formatMessage(messages.sending)}>
                {intl.formatMessage(initialValues ? messages.update : messages.send)}
              </BusyButton>
            </Flex>
          </Flex>
        </form>
      )}
    </>
  );
}
