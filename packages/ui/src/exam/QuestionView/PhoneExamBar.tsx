import { GridIcon } from '@radix-ui/react-icons';
import { Badge, Button, Flex, Heading, IconButton, Text, VisuallyHidden } from '@radix-ui/themes';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '../../stitches.config';
import { FlagIcon } from '../_internal/FlagIcon';
import type { AttemptMode, QuestionState } from '../types';
import { ExamTimer } from './ExamTimer';
import { PaletteSheet } from './PaletteSheet';
import { messages } from './QuestionView.messages';

// Phones only: one line of at most 56 px (issue 28 measured the old chrome at 37% of an 844 px screen).
const Bar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  height: 52,
  paddingInline: '$3',
  borderRadius: '$3',
  border: '1px solid $gray6',
  backgroundColor: 'var(--color-panel-solid)',
});

export interface PhoneExamBarProps {
  mode: AttemptMode;
  testTitle: string;
  remainingTime: number;
  isPaused: boolean;
  questionStates: QuestionState[];
  currentOrderId: number;
  totalQuestions: number;
  flagged: boolean;
  /** Paused, loading or submitting. */
  disabled: boolean;
  isPauseBusy: boolean;
  isSubmitting: boolean;
  onToggleFlag: (flagged: boolean) => void;
  onNavigate: (orderId: number) => void;
  onPause: () => void;
  onResume: () => void;
  onFinish: () => void;
}

/** The phone's exam bar: the clock, "n/total", the Questions button (the palette sheet) and the flag. */
export function PhoneExamBar({
  mode,
  testTitle,
  remainingTime,
  isPaused,
  questionStates,
  currentOrderId,
  totalQuestions,
  flagged,
  disabled,
  isPauseBusy,
  isSubmitting,
  onToggleFlag,
  onNavigate,
  onPause,
  onResume,
  onFinish,
}: PhoneExamBarProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const practice = mode === 'practice';
  return (
    <Bar data-testid="exam-bar">
      <VisuallyHidden>
        <Heading as="h1">{testTitle}</Heading>
      </VisuallyHidden>
      <Flex
        align="center"
        style={{ flex: '1 1 auto', minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' }}
      >
        {practice ? (
          <Badge size="1" color="blue" style={{ maxWidth: '100%', overflow: 'hidden' }}>
            <Text truncate>{intl.formatMessage(messages.practiceBadge)}</Text>
          </Badge>
        ) : (
          <ExamTimer remainingTime={remainingTime} isPaused={isPaused} />
        )}
      </Flex>
      <Text size="2" weight="medium" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        <span aria-hidden>
          {intl.formatMessage(messages.barPosition, { current: currentOrderId, total: totalQuestions })}
        </span>
        <VisuallyHidden>
          {intl.formatMessage(messages.questionOf, { current: currentOrderId, total: totalQuestions })}
        </VisuallyHidden>
      </Text>
      <PaletteSheet
        trigger={
          <Button variant="soft" size="2" disabled={isSubmitting}>
            <GridIcon aria-hidden />
            {intl.formatMessage(messages.paletteOpen)}
          </Button>
        }
        open={open}
        onOpenChange={setOpen}
        practice={practice}
        questionStates={questionStates}
        currentOrderId={currentOrderId}
        onNavigate={onNavigate}
        disabled={disabled}
        isPaused={isPaused}
        isPauseBusy={isPauseBusy}
        isSubmitting={isSubmitting}
        onPause={onPause}
        onResume={onResume}
        onFinish={onFinish}
      />
      <IconButton
        size="2"
        variant={flagged ? 'solid' : 'soft'}
        color="amber"
        aria-pressed={flagged}
        aria-label={intl.formatMessage(flagged ? messages.flagged : messages.flag)}
        disabled={disabled}
        onClick={() => onToggleFlag(!flagged)}
      >
        <FlagIcon filled={flagged} />
      </IconButton>
    </Bar>
  );
}
