import { AlertDialog, Button, Flex, Spinner } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SubmitSummary } from '../_internal/SubmitSummary';
import { messages } from './LeaveExamDialog.messages';

export interface LeaveExamDialogProps {
  /** Shown when the learner tries to leave a running exam (back, history or hash change). */
  open: boolean;
  /** Answered questions, for the submit confirmation. */
  answered: number;
  /** Questions still flagged for review, for the submit confirmation. */
  flagged: number;
  /** Questions in the attempt. */
  totalQuestions: number;
  /** Submit the attempt (confirmed with the unanswered count), then leave. */
  onSubmitAndLeave: () => void;
  /** Pause the attempt, then leave. */
  onPauseAndLeave: () => void;
  /** Close the dialog and stay (also on Escape). */
  onStay: () => void;
  /** The action on its way: its button is busy and the others are disabled. */
  pendingAction?: 'submit' | 'pause' | null;
  /** A practice attempt: the texts say practice, not exam. */
  practice?: boolean;
}

/**
 * Leaving a running exam. Pause & Leave is the primary action (nothing is lost); Submit & Leave first shows the
 * same confirmation as Finish Exam, with what is left unanswered; Stay in Exam takes the first focus.
 */
export function LeaveExamDialog({
  open,
  answered,
  flagged,
  totalQuestions,
  onSubmitAndLeave,
  onPauseAndLeave,
  onStay,
  pendingAction = null,
  practice = false,
}: LeaveExamDialogProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  if (!open && confirming) setConfirming(false);
  const busy = pendingAction !== null;
  const showConfirm = confirming || pendingAction === 'submit';
  // Switching steps replaces the focused button: focus lands on the safe button of the new step.
  const backRef = useRef<HTMLButtonElement>(null);
  const submitAndLeaveRef = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    (confirming ? backRef : submitAndLeaveRef).current?.focus();
  }, [confirming]);
  const step = (next: boolean) => {
    switched.current = true;
    setConfirming(next);
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onStay()}>
      <AlertDialog.Content maxWidth="460px">
        {showConfirm ? (
          <>
            <AlertDialog.Title>
              {intl.formatMessage(practice ? messages.confirmTitlePractice : messages.confirmTitle)}
            </AlertDialog.Title>
            <SubmitSummary answered={answered} flagged={flagged} total={totalQuestions} />
            <Flex gap="3" mt="4" justify="end" wrap="wrap">
              <Button ref={backRef} variant="soft" color="gray" disabled={busy} onClick={() => step(false)}>
                {intl.formatMessage(messages.back)}
              </Button>
              <Button onClick={onSubmitAndLeave} disabled={busy} aria-busy={pendingAction === 'submit'}>
                <Spinner loading={pendingAction === 'submit'} />
                {intl.formatMessage(messages.confirmSubmit)}
              </Button>
            </Flex>
          </>
        ) : (
          <>
            <AlertDialog.Title>
              {intl.formatMessage(practice ? messages.titlePractice : messages.title)}
            </AlertDialog.Title>
            <AlertDialog.Description size="2">
              {intl.formatMessage(practice ? messages.descriptionPractice : messages.description)}
            </AlertDialog.Description>
            <Flex direction="column" gap="2" mt="5">
              <Button
                size="3"
                onClick={onPauseAndLeave}
                disabled={busy}
                aria-busy={pendingAction === 'pause'}
              >
                <Spinner loading={pendingAction === 'pause'} />
                {intl.formatMessage(messages.pauseAndLeave)}
              </Button>
              <Button
                ref={submitAndLeaveRef}
                size="3"
                variant="soft"
                onClick={() => step(true)}
                disabled={busy}
              >
                {intl.formatMessage(messages.submitAndLeave)}
              </Button>
              <AlertDialog.Cancel>
                <Button size="3" variant="soft" color="gray" disabled={busy}>
                  {intl.formatMessage(practice ? messages.stayPractice : messages.stay)}
                </Button>
              </AlertDialog.Cancel>
            </Flex>
          </>
        )}
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
