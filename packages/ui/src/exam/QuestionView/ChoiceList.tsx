import { Flex, Text } from '@radix-ui/themes';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { choiceLetter, sortByChoiceOrder } from '../rules';
import type { ExamQuestion } from '../types';
import { ChoiceOption } from './ChoiceOption';
import { messages } from './QuestionView.messages';
import { useExamShortcuts } from './useExamShortcuts';

export interface ChoiceListProps {
  /** The choices, how many to pick and the current selection. */
  question: Pick<ExamQuestion, 'choices' | 'correctAnswersNumber' | 'selectedChoiceIds' | 'check'>;
  /** A choice was clicked or typed; the app's exam engine applies the selection rule. */
  onChoiceToggle: (choiceId: number) => void;
  /** Id of the question text, the group's label. */
  labelledBy: string;
  /** Id of the "Choose N answers." hint. */
  describedBy: string;
  /** Paused, loading or submitting: choices cannot change. */
  disabled?: boolean;
  /** Listen to 1–9 / A–I on the whole page. */
  shortcuts?: boolean;
}

/**
 * The lettered choices sorted by choiceOrder. Single answer: a radio group (one tab stop, ↑/↓ move); a click
 * on the chosen answer clears it. Multiple answers: checkboxes, capped at the number asked for.
 */
export function ChoiceList({
  question,
  onChoiceToggle,
  labelledBy,
  describedBy,
  disabled = false,
  shortcuts = false,
}: ChoiceListProps) {
  const intl = useIntl();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // The selection (by content) a refused click was made on; the notice stays until the selection changes.
  const [capHitFor, setCapHitFor] = useState<string | null>(null);
  const choices = sortByChoiceOrder(question.choices);
  const selected = question.selectedChoiceIds;
  const check = question.check ?? null;
  const verdictOf = (choiceId: number) =>
    !check
      ? null
      : check.correctChoiceIds.includes(choiceId)
        ? { kind: 'correct' as const, label: intl.formatMessage(messages.choiceCorrect) }
        : selected.includes(choiceId)
          ? { kind: 'wrong' as const, label: intl.formatMessage(messages.choiceWrong) }
          : null;
  const selectionKey = selected.join(',');
  const multi = question.correctAnswersNumber > 1;
  const tabStop = Math.max(
    0,
    choices.findIndex((c) => selected.includes(c.choiceId)),
  );

  // The ui only says why a click may change nothing (the question already holds its N answers); whether it
  // does is the engine's rule, so the intent is always reported.
  const choose = (choiceId: number) => {
    const full = multi && new Set(selected).size >= question.correctAnswersNumber;
    setCapHitFor(full && !selected.includes(choiceId) ? selectionKey : null);
    onChoiceToggle(choiceId);
  };

  useExamShortcuts(
    {
      onChoose: (index) => {
        const choice = choices[index];
        if (!choice) return;
        choose(choice.choiceId);
        refs.current[index]?.focus();
      },
    },
    shortcuts && !disabled && !check,
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = refs.current.findIndex((el) => el === event.target);
    if (current === -1) return;
    const last = choices.length - 1;
    const target = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    refs.current[Math.min(last, Math.max(0, target))]?.focus();
  };

  return (
    <Flex direction="column" gap="2">
      <Flex
        role={multi ? 'group' : 'radiogroup'}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        direction="column"
        gap="2"
        onKeyDown={onKeyDown}
      >
        {choices.map((choice, index) => (
          <ChoiceOption
            key={choice.choiceId}
            ref={(el) => {
              refs.current[index] = el;
            }}
            kind={multi ? 'checkbox' : 'radio'}
            letter={choiceLetter(index)}
            selected={selected.includes(choice.choiceId)}
            tabIndex={multi || index === tabStop ? 0 : -1}
            disabled={disabled || !!check}
            verdict={verdictOf(choice.choiceId)}
            onClick={() => choose(choice.choiceId)}
          >
            {choice.choiceText}
          </ChoiceOption>
        ))}
      </Flex>
      <Text size="2" color="amber" role="status" aria-live="polite">
        {capHitFor === selectionKey &&
          intl.formatMessage(messages.capReached, { count: question.correctAnswersNumber })}
      </Text>
    </Flex>
  );
}
