import { AlertDialog, Button, Flex, Spinner } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { messages } from './LeaveExamDialog.messages';

export interface LeaveExamDialogProps {
  /** Shown when the learner tries to leave a running exam (back, history or hash change). */
  open: boolean;
  /** Submit the attempt, then leave. */
  onSubmitAndLeave: () => void;
  /** Pause the attempt, then leave. */
  onPauseAndLeave: () => void;
  /** Close the dialog and stay (also on Escape). */
  onStay: () => void;
  /** The action on its way: its button is busy and the others are disabled. */
  pendingAction?: 'submit' | 'pause' | null;
}

/** Leaving a running exam: submit, pause or stay. Stay in Exam has the first focus, the safe choice. */
export function LeaveExamDialog({
  open,
  onSubmitAndLeave,
  onPauseAndLeave,
  onStay,
  pendingAction = null,
}: LeaveExamDialogProps) {
  const intl = useIntl();
  const busy = pendingAction !== null;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onStay()}>
      <AlertDialog.Content maxWidth="480px">
        <AlertDialog.Title>{intl.formatMessage(messages.title)}</AlertDialog.Title>
        <AlertDialog.Description size="2">{intl.formatMessage(messages.description)}</AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" direction={{ initial: 'column-reverse', xs: 'row' }}>
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              {intl.formatMessage(messages.stay)}
            </Button>
          </AlertDialog.Cancel>
          <Button
            variant="soft"
            onClick={onPauseAndLeave}
            disabled={busy}
            aria-busy={pendingAction === 'pause'}
          >
            <Spinner loading={pendingAction === 'pause'} />
            {intl.formatMessage(messages.pauseAndLeave)}
          </Button>
          <Button
            color="red"
            onClick={onSubmitAndLeave}
            disabled={busy}
            aria-busy={pendingAction === 'submit'}
          >
            <Spinner loading={pendingAction === 'submit'} />
            {intl.formatMessage(messages.submitAndLeave)}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
