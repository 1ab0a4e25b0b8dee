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

/** Leaving a running exam: submit, pause or stay, in the spec's order. Stay in Exam takes the first focus. */
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
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{intl.formatMessage(messages.title)}</AlertDialog.Title>
        <AlertDialog.Description size="2">{intl.formatMessage(messages.description)}</AlertDialog.Description>
        <Flex direction="column" gap="2" mt="5">
          <Button size="3" onClick={onSubmitAndLeave} disabled={busy} aria-busy={pendingAction === 'submit'}>
            <Spinner loading={pendingAction === 'submit'} />
            {intl.formatMessage(messages.submitAndLeave)}
          </Button>
          <Button
            size="3"
            variant="soft"
            onClick={onPauseAndLeave}
            disabled={busy}
            aria-busy={pendingAction === 'pause'}
          >
            <Spinner loading={pendingAction === 'pause'} />
            {intl.formatMessage(messages.pauseAndLeave)}
          </Button>
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray" disabled={busy}>
              {intl.formatMessage(messages.stay)}
            </Button>
          </AlertDialog.Cancel>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
