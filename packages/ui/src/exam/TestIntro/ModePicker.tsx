import { RadioCards, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { AttemptMode } from '../types';
import { messages } from './TestIntro.messages';

interface ModePickerProps {
  value: AttemptMode;
  onValueChange: (mode: AttemptMode) => void;
  /** Minutes of the exam, quoted on its card. */
  minutes: number;
  disabled?: boolean;
}

/** Exam or Practice, as two labelled radio cards (arrow keys move between them). */
export function ModePicker({ value, onValueChange, minutes, disabled = false }: ModePickerProps) {
  const intl = useIntl();
  const labelId = useId();
  const cards = [
    {
      mode: 'exam' as const,
      title: intl.formatMessage(messages.modeExam),
      text: intl.formatMessage(messages.modeExamText, { minutes }),
    },
    {
      mode: 'practice' as const,
      title: intl.formatMessage(messages.modePractice),
      text: intl.formatMessage(messages.modePracticeText),
    },
  ];
  return (
    <Flex direction="column" gap="2">
      <Text id={labelId} as="p" size="3" weight="bold">
        {intl.formatMessage(messages.modeLabel)}
      </Text>
      <RadioCards.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => onValueChange(next === 'practice' ? 'practice' : 'exam')}
        columns={{ initial: '1', sm: '2' }}
        disabled={disabled}
      >
        {cards.map((card) => (
          <RadioCards.Item key={card.mode} value={card.mode} aria-describedby={`${labelId}-${card.mode}`}>
            <Flex direction="column" width="100%" gap="1">
              <Text weight="bold">{card.title}</Text>
              <Text id={`${labelId}-${card.mode}`} size="2" color="gray">
                {card.text}
              </Text>
            </Flex>
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
    </Flex>
  );
}
