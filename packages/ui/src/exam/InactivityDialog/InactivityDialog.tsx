import { TimerIcon } from '@radix-ui/react-icons';
import { AlertDialog, Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { formatMinutesSeconds } from '../rules';
import { messages } from './InactivityDialog.messages';

export interface InactivityDialogProps {
  /** Shown after 5 minutes without activity. */
  open: boolean;
  /** Seconds left before the automatic pause; the app ticks it. */
  secondsLeft: number;
  /** Close and reset the idle counter (also on Escape). */
  onContinue: () => void;
  /** Pause the test at once. */
  onPauseNow: () => void;
  /** The pause is on its way. */
  isPausing?: boolean;
}

/** The inactivity warning: the countdown to the automatic pause, Continue Test or Pause Now. */
export function InactivityDialog({
  open,
  secondsLeft,
  onContinue,
  onPauseNow,
  isPausing = false,
}: InactivityDialogProps) {
  const intl = useIntl();
  const time = formatMinutesSeconds(secondsLeft);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !isPausing && onContinue()}>
      <AlertDialog.Content maxWidth="440px">
        <Flex gap="4" align="start">
          <Text color="amber" aria-hidden style={{ display: 'flex', paddingTop: 4 }}>
            <TimerIcon width={24} height={24} />
          </Text>
          <Flex direction="column" gap="2">
            <AlertDialog.Title mb="0">{intl.formatMessage(messages.title)}</AlertDialog.Title>
            <AlertDialog.Description size="2">
              {intl.formatMessage(messages.description, { time })}
            </AlertDialog.Description>
          </Flex>
        </Flex>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <Button variant="soft" color="gray" onClick={onPauseNow} disabled={isPausing} aria-busy={isPausing}>
            <Spinner loading={isPausing} />
            {intl.formatMessage(messages.pauseNow)}
          </Button>
          <AlertDialog.Cancel>
            <Button disabled={isPausing}>{intl.formatMessage(messages.continue)}</Button>
          </AlertDialog.Cancel>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
