import { PauseIcon, ResumeIcon } from '@radix-ui/react-icons';
import { AlertDialog, Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { formatClock } from '../rules';
import { messages } from './QuestionView.messages';

interface PausedOverlayProps {
  /** The test is paused. */
  open: boolean;
  /** Seconds left, quoted in the description. */
  remainingTime: number;
  /** The only way out of the overlay. */
  onResume: () => void;
  /** Resume is on its way: busy button. */
  isResuming?: boolean;
  /** Practice has no clock to quote. */
  untimed?: boolean;
}

/** The blocking overlay of a paused test: only Resume leaves it (Escape and outside clicks do nothing). */
export function PausedOverlay({
  open,
  remainingTime,
  onResume,
  isResuming = false,
  untimed = false,
}: PausedOverlayProps) {
  const intl = useIntl();
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Content maxWidth="420px" onEscapeKeyDown={(event) => event.preventDefault()}>
        <Flex direction="column" align="center" gap="3" style={{ textAlign: 'center' }}>
          <Text color="amber" aria-hidden style={{ display: 'flex' }}>
            <PauseIcon width={32} height={32} />
          </Text>
          <AlertDialog.Title mb="0">{intl.formatMessage(messages.pausedTitle)}</AlertDialog.Title>
          <AlertDialog.Description size="2" color="gray">
            {untimed
              ? intl.formatMessage(messages.pausedPracticeDescription)
              : intl.formatMessage(messages.pausedDescription, { time: formatClock(remainingTime) })}
          </AlertDialog.Description>
          <Button size="3" mt="2" onClick={onResume} disabled={isResuming} aria-busy={isResuming}>
            <Spinner loading={isResuming}>
              <ResumeIcon aria-hidden />
            </Spinner>
            {intl.formatMessage(messages.resume)}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
