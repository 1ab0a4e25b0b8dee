import { ArrowDownIcon, ArrowUpIcon } from '@radix-ui/react-icons';
import { Flex, IconButton, Text, VisuallyHidden } from '@radix-ui/themes';
import type { KeyboardEventHandler } from 'react';
import { useIntl } from 'react-intl';
import { ItemMarker, ItemRow, VerdictBadge } from '../_internal/ItemBits';
import type { ItemOption, StepOutcome } from '../types';
import { messages } from './OrderingQuestion.messages';

export type MoveDirection = 'up' | 'down';

interface StepRowProps {
  step: ItemOption;
  /** 1-based position in the learner's order. */
  position: number;
  total: number;
  /** After a check: the step's correct position; the buttons give way to the verdict. */
  outcome?: StepOutcome;
  disabled: boolean;
  buttonRef: (direction: MoveDirection, el: HTMLButtonElement | null) => void;
  onMove: (direction: MoveDirection) => void;
  onKeyDown: KeyboardEventHandler<HTMLLIElement>;
}

/** One step: its position, its text, and Move up / Move down (or, once checked, its verdict). */
export function StepRow({
  step,
  position,
  total,
  outcome,
  disabled,
  buttonRef,
  onMove,
  onKeyDown,
}: StepRowProps) {
  const intl = useIntl();
  const verdict = outcome ? (outcome.correct ? 'right' : 'wrong') : undefined;
  return (
    <ItemRow verdict={verdict} onKeyDown={onKeyDown} data-step-id={step.id}>
      <Flex gap="3" align="center">
        <ItemMarker aria-hidden>{position}</ItemMarker>
        <Flex direction="column" gap="1" flexGrow="1" style={{ minWidth: 0 }}>
          <Text size="3" style={{ overflowWrap: 'anywhere' }}>
            <VisuallyHidden>{`${position}. `}</VisuallyHidden>
            {step.text}
          </Text>
          {outcome && (
            <Flex>
              <VerdictBadge right={outcome.correct}>
                {outcome.correct
                  ? intl.formatMessage(messages.right)
                  : intl.formatMessage(outcome.placed === false ? messages.notPlaced : messages.wrong, {
                      position: outcome.correctPosition,
                    })}
              </VerdictBadge>
            </Flex>
          )}
        </Flex>
        {!outcome && (
          <Flex gap="2" direction={{ initial: 'column', xs: 'row' }} flexShrink="0">
            <IconButton
              ref={(el) => buttonRef('up', el)}
              size="3"
              variant="soft"
              aria-label={intl.formatMessage(messages.moveUp, { text: step.text })}
              aria-keyshortcuts="Alt+ArrowUp"
              disabled={disabled || position === 1}
              onClick={() => onMove('up')}
            >
              <ArrowUpIcon aria-hidden />
            </IconButton>
            <IconButton
              ref={(el) => buttonRef('down', el)}
              size="3"
              variant="soft"
              aria-label={intl.formatMessage(messages.moveDown, { text: step.text })}
              aria-keyshortcuts="Alt+ArrowDown"
              disabled={disabled || position === total}
              onClick={() => onMove('down')}
            >
              <ArrowDownIcon aria-hidden />
            </IconButton>
          </Flex>
        )}
      </Flex>
    </ItemRow>
  );
}
