import { Button, Dialog, Flex, Spinner } from '@radix-ui/themes';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SubmitSummary } from '../_internal/SubmitSummary';
import type { QuestionState } from '../types';
import { messages } from './QuestionView.messages';
import { ReviewGrid } from './ReviewGrid';

interface FinishExamDialogProps {
  /** The Finish Exam button. */
  trigger: ReactNode;
  /** Every question with its answered and flagged state. */
  questionStates: QuestionState[];
  /** orderId of the question on screen. */
  currentOrderId: number;
  /** Go to a question chosen in the review. */
  onNavigate: (orderId: number) => void;
  /** Submit Exam was confirmed. */
  onConfirm: () => void;
  /** The submission is on its way: busy button, no way back. */
  isSubmitting: boolean;
  /** A practice attempt: the texts say practice, not exam. */
  practice?: boolean;
}

/**
 * Finish Exam opens a review first (answered, unanswered and flagged counts, every question to jump to), then
 * the confirmation with what is left, before the attempt is submitted.
 */
export function FinishExamDialog({
  trigger,
  questionStates,
  currentOrderId,
  onNavigate,
  onConfirm,
  isSubmitting,
  practice = false,
}: FinishExamDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const answered = questionStates.filter((q) => q.answered).length;
  const flagged = questionStates.filter((q) => q.flagged).length;

  // Switching steps replaces the focused button: focus lands on the first button of the new step.
  const backRef = useRef<HTMLButtonElement>(null);
  const toSubmitRef = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    (confirming ? backRef : toSubmitRef).current?.focus();
  }, [confirming]);
  const step = (next: boolean) => {
    switched.current = true;
    setConfirming(next);
  };
  const onOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) setConfirming(false);
  };
  const jump = (orderId: number) => {
    onOpenChange(false);
    onNavigate(orderId);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      {confirming ? (
        <Dialog.Content maxWidth="460px" role="alertdialog">
          <Dialog.Title>
            {intl.formatMessage(practice ? messages.finishTitlePractice : messages.finishTitle)}
          </Dialog.Title>
          <SubmitSummary
            answered={answered}
            flagged={flagged}
            total={questionStates.length}
            within="dialog"
          />
          <Flex gap="3" mt="4" justify="end" wrap="wrap">
            <Button
              ref={backRef}
              variant="soft"
              color="gray"
              disabled={isSubmitting}
              onClick={() => step(false)}
            >
              {intl.formatMessage(messages.reviewBack)}
            </Button>
            <Button onClick={onConfirm} disabled={isSubmitting} aria-busy={isSubmitting}>
              <Spinner loading={isSubmitting} />
              {intl.formatMessage(
                isSubmitting ? messages.submitting : practice ? messages.submitPractice : messages.submit,
              )}
            </Button>
          </Flex>
        </Dialog.Content>
      ) : (
        <Dialog.Content maxWidth="560px">
          <Dialog.Title>{intl.formatMessage(messages.reviewTitle)}</Dialog.Title>
          <Dialog.Description size="2">
            {intl.formatMessage(practice ? messages.reviewDescriptionPractice : messages.reviewDescription)}
          </Dialog.Description>
          <ReviewGrid questionStates={questionStates} currentOrderId={currentOrderId} onJump={jump} />
          <Flex gap="3" mt="4" justify="end" wrap="wrap">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                {intl.formatMessage(messages.keepWorking)}
              </Button>
            </Dialog.Close>
            <Button ref={toSubmitRef} onClick={() => step(true)}>
              {intl.formatMessage(messages.reviewToSubmit)}
            </Button>
          </Flex>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
