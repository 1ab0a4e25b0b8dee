import { CheckIcon, ChevronDownIcon, ChevronUpIcon, Cross2Icon } from '@radix-ui/react-icons';
import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { styled } from '../../stitches.config';
import { useIntl } from 'react-intl';
import { FlagIcon } from '../_internal/FlagIcon';
import { QuestionGrid, verdictOf } from '../_internal/QuestionGrid';
import type { QuestionState } from '../types';
import { messages } from './QuestionView.messages';

export interface QuestionNavigatorProps {
  /** Every question with its answered and flagged state, by orderId. */
  questionStates: QuestionState[];
  /** orderId of the question on screen. */
  currentOrderId: number;
  /** A numbered button was chosen. */
  onNavigate: (orderId: number) => void;
  /** Paused, loading or submitting. */
  disabled?: boolean;
}

// On phones the strip of up to 60 cells would push the page far down: it starts folded behind a toggle there,
// and is always open from the sm breakpoint up.
const Foldable = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '&[data-folded]': { display: 'none' },
  '@sm': { '&[data-folded]': { display: 'flex' } },
});

/** The numbered strip: every question with its answered and flagged marks; names say both. */
export function QuestionNavigator({
  questionStates,
  currentOrderId,
  onNavigate,
  disabled,
}: QuestionNavigatorProps) {
  const intl = useIntl();
  const headingId = useId();
  const listId = useId();
  const [unfolded, setUnfolded] = useState(false);
  const answered = questionStates.filter((q) => q.answered).length;
  // The verdict marks are explained only once a question has one (practice, after a check).
  const verdicts = questionStates.some((q) => verdictOf(q));
  const legend = [
    [<CheckIcon key="a" width={12} height={12} />, messages.legendAnswered],
    ...(verdicts
      ? ([
          [
            <CheckIcon key="c" width={12} height={12} style={{ color: 'var(--green-11)' }} />,
            messages.legendCorrect,
          ],
          [
            <Cross2Icon key="i" width={12} height={12} style={{ color: 'var(--red-11)' }} />,
            messages.legendIncorrect,
          ],
        ] as const)
      : []),
    [
      <FlagIcon key="f" filled width={12} height={12} style={{ color: 'var(--amber-11)' }} />,
      messages.legendFlagged,
    ],
  ] as const;
  return (
    <Flex asChild direction="column" gap="3">
      <nav aria-labelledby={headingId}>
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Heading as="h2" size="3" id={headingId}>
            {intl.formatMessage(messages.navigatorTitle)}
          </Heading>
          <Box display={{ initial: 'block', sm: 'none' }}>
            <Button
              variant="soft"
              size="1"
              aria-expanded={unfolded}
              aria-controls={listId}
              onClick={() => setUnfolded((open) => !open)}
            >
              {unfolded
                ? intl.formatMessage(messages.navigatorHide)
                : intl.formatMessage(messages.navigatorShow, { answered, total: questionStates.length })}
              {unfolded ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />}
            </Button>
          </Box>
        </Flex>
        <Foldable id={listId} data-folded={unfolded ? undefined : ''}>
          <QuestionGrid
            questionStates={questionStates}
            currentOrderId={currentOrderId}
            onSelect={onNavigate}
            disabled={disabled}
          />
          <Flex gap="4" wrap="wrap" aria-hidden>
            {legend.map(([icon, label]) => (
              <Flex key={label.id} align="center" gap="1">
                {icon}
                <Text size="1" color="gray">
                  {intl.formatMessage(label)}
                </Text>
              </Flex>
            ))}
            <Flex align="center" gap="1">
              <span style={{ width: 12, height: 12, borderRadius: 3, background: 'var(--accent-9)' }} />
              <Text size="1" color="gray">
                {intl.formatMessage(messages.legendCurrent)}
              </Text>
            </Flex>
          </Flex>
          <Box display={{ initial: 'none', sm: 'block' }}>
            <Text as="p" size="1" color="gray">
              {intl.formatMessage(messages.shortcuts)}
            </Text>
          </Box>
        </Foldable>
      </nav>
    </Flex>
  );
}
