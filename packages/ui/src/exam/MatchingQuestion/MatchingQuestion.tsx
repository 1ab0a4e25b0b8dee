import { Box, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { ItemMarker, ItemRow, PlainList } from '../_internal/ItemBits';
import { choiceLetter } from '../rules';
import type { ItemOption, MatchOutcome, MatchPair } from '../types';
import { MatchResult } from './MatchResult';
import { messages } from './MatchingQuestion.messages';
import { TargetPicker } from './TargetPicker';

export interface MatchingQuestionProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The items to match, in display order; numbered 1, 2, 3… */
  items: readonly ItemOption[];
  /** The targets, in display order; lettered A, B, C… There may be more targets than items. */
  targets: readonly ItemOption[];
  /** The learner's matches; an item without one is not matched yet. */
  matches: readonly MatchPair[];
  /** A target was chosen for an item (null: cleared); the app applies the rule and saves the answer. */
  onMatch?: (itemId: number, targetId: number | null) => void;
  /** Checked in practice, or in the review: each item's correct target. The matches are then read-only. */
  outcome?: readonly MatchOutcome[] | null;
  /** Id of the question text, the label of the items. */
  labelledBy?: string;
  /** Id of the question's hint. */
  describedBy?: string;
  /** Paused, loading or submitting: the matches cannot change. */
  disabled?: boolean;
}

/**
 * A matching item: the lettered targets, then each numbered item with the target letters to choose from
 * (a radio group per item). Once checked, each pair says whether it was right and, if not, which target was.
 */
export function MatchingQuestion({
  items,
  targets,
  matches,
  onMatch,
  outcome = null,
  labelledBy,
  describedBy,
  disabled = false,
  ...rest
}: MatchingQuestionProps) {
  const intl = useIntl();
  const id = useId();
  const lettered = targets.map((target, index) => ({ ...target, letter: choiceLetter(index) }));
  const label = (targetId: number | undefined) => {
    const target = lettered.find((t) => t.id === targetId);
    return target && intl.formatMessage(messages.option, { letter: target.letter, text: target.text });
  };
  const targetOf = (itemId: number) => matches.find((m) => m.itemId === itemId)?.targetId;
  const matched = items.filter((item) => targetOf(item.id) !== undefined).length;
  // Each target goes with one item at most (the app's rule moves it); a radio says which item holds it.
  const choicesFor = (itemId: number) =>
    lettered.map((target) => {
      const holder = matches.find((m) => m.targetId === target.id && m.itemId !== itemId);
      const position = holder ? items.findIndex((i) => i.id === holder.itemId) + 1 : 0;
      return {
        id: target.id,
        letter: target.letter,
        taken: position > 0,
        label:
          position > 0
            ? intl.formatMessage(messages.optionTaken, {
                letter: target.letter,
                text: target.text,
                item: position,
              })
            : intl.formatMessage(messages.option, { letter: target.letter, text: target.text }),
      };
    });

  return (
    <Flex direction="column" gap="4" data-testid="matching-question" {...rest}>
      <Box>
        <Text as="p" size="2" weight="bold" mb="2" id={`${id}-targets`}>
          {intl.formatMessage(messages.targets)}
        </Text>
        <PlainList aria-labelledby={`${id}-targets`} css={{ gap: '$1' }}>
          {lettered.map((target) => (
            <Flex asChild key={target.id} gap="3" align="center">
              <li>
                <ItemMarker aria-hidden>{target.letter}</ItemMarker>
                <Text size="3" style={{ overflowWrap: 'anywhere' }}>
                  <VisuallyHidden>{`${target.letter}. `}</VisuallyHidden>
                  {target.text}
                </Text>
              </li>
            </Flex>
          ))}
        </PlainList>
      </Box>
      <Box role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
        <Text as="p" size="2" weight="bold" mb="2" id={`${id}-items`}>
          {intl.formatMessage(messages.items)}
        </Text>
        <PlainList aria-labelledby={`${id}-items`}>
          {items.map((item, index) => {
            const chosen = targetOf(item.id);
            const result = outcome?.find((o) => o.itemId === item.id);
            const textId = `${id}-item-${item.id}`;
            return (
              <ItemRow key={item.id} verdict={result ? (result.correct ? 'right' : 'wrong') : undefined}>
                <Flex direction="column" gap="2">
                  <Flex gap="3" align="center">
                    <ItemMarker aria-hidden>{index + 1}</ItemMarker>
                    <Text id={textId} size="3" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                      <VisuallyHidden>{`${index + 1}. `}</VisuallyHidden>
                      {item.text}
                    </Text>
                  </Flex>
                  {result ? (
                    <MatchResult
                      chosen={label(chosen)}
                      correct={result.correct}
                      correctTarget={label(result.correctTargetId) ?? ''}
                    />
                  ) : (
                    <>
                      <TargetPicker
                        labelledBy={textId}
                        targets={choicesFor(item.id)}
                        chosen={chosen}
                        disabled={disabled || !onMatch}
                        onChoose={(targetId) => onMatch?.(item.id, targetId)}
                      />
                      <Text size="2" color="gray" style={{ overflowWrap: 'anywhere' }} aria-hidden>
                        {label(chosen) ?? intl.formatMessage(messages.notYet)}
                      </Text>
                    </>
                  )}
                </Flex>
              </ItemRow>
            );
          })}
        </PlainList>
        {!outcome && (
          <Text as="p" size="2" color="gray" mt="2">
            {intl.formatMessage(messages.progress, { matched, total: items.length })}{' '}
            {intl.formatMessage(messages.keyboard)}
          </Text>
        )}
      </Box>
    </Flex>
  );
}
