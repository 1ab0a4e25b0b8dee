import { ClockIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Badge, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { formatClock, minutesLeft, timeWarning } from '../rules';
import { messages } from './QuestionView.messages';

export interface ExamTimerProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Seconds left; the app ticks it, the timer only renders it. */
  remainingTime: number;
  /** Shows the (Paused) marker. */
  isPaused: boolean;
}

/**
 * The countdown as HH:MM:SS. The ticking clock is hidden from screen readers (they would hear every second);
 * they read the minutes left instead. The badge marks the last minutes for the eye; the announcement is the
 * question view's time warning notice, given once per mark.
 */
export function ExamTimer({ remainingTime, isPaused, ...rest }: ExamTimerProps) {
  const intl = useIntl();
  const warning = timeWarning(remainingTime);
  const color = warning === null ? undefined : warning === 1 ? 'red' : 'amber';
  const paused = intl.formatMessage(messages.timerPaused);
  return (
    <Flex align="center" gap="2" wrap="wrap" {...rest}>
      <Flex role="timer" align="center" gap="2">
        <Text color={color ?? 'gray'} aria-hidden style={{ display: 'flex' }}>
          {warning === null ? (
            <ClockIcon width={18} height={18} />
          ) : (
            <ExclamationTriangleIcon width={18} height={18} />
          )}
        </Text>
        <Text
          size="5"
          weight="bold"
          color={color}
          aria-hidden
          data-testid="exam-clock"
          style={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' }}
        >
          {formatClock(remainingTime)}
        </Text>
        <VisuallyHidden>
          {intl.formatMessage(messages.timerLeft, { minutes: minutesLeft(remainingTime) })}
          {isPaused ? ` ${paused}` : ''}
        </VisuallyHidden>
        {isPaused && (
          <Text size="2" color="gray" weight="medium" aria-hidden>
            {paused}
          </Text>
        )}
      </Flex>
      {warning !== null && (
        <Badge color={color} variant="soft" highContrast aria-hidden>
          {intl.formatMessage(messages.timeWarning, { minutes: warning })}
        </Badge>
      )}
    </Flex>
  );
}
