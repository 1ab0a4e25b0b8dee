import { Button, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { PlainList } from '../_internal/ItemBits';
import type { ItemOption, StepOutcome } from '../types';
import { CorrectOrder } from './CorrectOrder';
import { messages } from './OrderingQuestion.messages';
import { StepRow, type MoveDirection } from './StepRow';

export interface OrderingQuestionProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The steps in the learner's order; until answered, in the order served. */
  steps: readonly ItemOption[];
  /** The order shown is the learner's answer (false: nothing saved yet, the served order is shown). */
  answered: boolean;
  /** A new order (every step id, first to last); the app saves it as the answer. */
  onReorder?: (stepIds: number[]) => void;
  /** Checked in practice, or in the review: each step's correct position. The order is then read-only. */
  outcome?: readonly StepOutcome[] | null;
  /** Id of the question text, the label of the list. */
  labelledBy?: string;
  /** Id of the question's hint. */
  describedBy?: string;
  /** Paused, loading or submitting: the order cannot change. */
  disabled?: boolean;
}

/**
 * An ordering item: the numbered steps, each with Move up and Move down (or Alt+↑ / Alt+↓ on a step). A move
 * is announced ("moved to position 2 of 5") and focus stays on the moved step. Once checked, each position
 * says whether it was right, followed by the correct order.
 */
export function OrderingQuestion({
  steps,
  answered,
  onReorder,
  outcome = null,
  labelledBy,
  describedBy,
  disabled = false,
  ...rest
}: OrderingQuestionProps) {
  const intl = useIntl();
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ stepId: number; direction: MoveDirection } | null>(null);
  const orderKey = steps.map((s) => s.id).join(',');
  const locked = disabled || !onReorder || !!outcome;

  // React may re-insert the moved row, which drops focus; put it back on the same button, or on the other
  // one once the step reached the top or the bottom.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const other = pending.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${pending.stepId}:${pending.direction}`);
    (same && !same.disabled ? same : buttons.current.get(`${pending.stepId}:${other}`))?.focus();
  }, [orderKey]);

  const move = (index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const step = steps[index];
    if (locked || !step || to < 0 || to >= steps.length) return;
    const ids = steps.map((s) => s.id);
    ids.splice(index, 1);
    ids.splice(to, 0, step.id);
    pendingFocus.current = { stepId: step.id, direction };
    setAnnouncement(
      intl.formatMessage(messages.moved, { text: step.text, position: to + 1, total: steps.length }),
    );
    onReorder?.(ids);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || event.ctrlKey || event.metaKey) return;
    const direction = ({ ArrowUp: 'up', ArrowDown: 'down' } as const)[event.key as 'ArrowUp' | 'ArrowDown'];
    if (!direction) return;
    event.preventDefault();
    move(index, direction);
  };

  return (
    <Flex direction="column" gap="3" data-testid="ordering-question" {...rest}>
      <PlainList
        aria-labelledby={labelledBy}
        aria-describedby={[describedBy, outcome ? undefined : `${id}-keys`].filter(Boolean).join(' ')}
      >
        {steps.map((step, index) => (
          <StepRow
            key={step.id}
            step={step}
            position={index + 1}
            total={steps.length}
            outcome={outcome?.find((o) => o.stepId === step.id)}
            disabled={locked}
            buttonRef={(direction, el) => {
              const key = `${step.id}:${direction}`;
              if (el) buttons.current.set(key, el);
              else buttons.current.delete(key);
            }}
            onMove={(direction) => move(index, direction)}
            onKeyDown={onKeyDown(index)}
          />
        ))}
      </PlainList>
      {outcome ? (
        outcome.some((o) => !o.correct) && <CorrectOrder steps={steps} outcome={outcome} />
      ) : (
        <>
          <Text as="p" size="2" color="gray" id={`${id}-keys`}>
            {intl.formatMessage(messages.keyboard)}
          </Text>
          {!answered && onReorder && (
            <Flex direction="column" gap="2" align="start">
              <Text as="p" size="2">
                {intl.formatMessage(messages.notAnswered)}
              </Text>
              <Button variant="soft" disabled={disabled} onClick={() => onReorder(steps.map((s) => s.id))}>
                {intl.formatMessage(messages.keepOrder)}
              </Button>
            </Flex>
          )}
        </>
      )}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic>
        {announcement}
      </VisuallyHidden>
    </Flex>
  );
}
