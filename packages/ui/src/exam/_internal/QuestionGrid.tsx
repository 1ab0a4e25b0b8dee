import { CheckIcon, Cross2Icon } from '@radix-ui/react-icons';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { Cell, Corner } from '../QuestionView/NavigatorCell';
import { messages } from '../QuestionView/QuestionView.messages';
import type { QuestionState } from '../types';
import { FlagIcon } from './FlagIcon';

export interface QuestionGridProps extends Omit<ComponentPropsWithoutRef<'ol'>, 'onSelect'> {
  /** Every question with its answered and flagged state, by orderId. */
  questionStates: QuestionState[];
  /** orderId of the question on screen, marked aria-current="step". */
  currentOrderId: number;
  /** A numbered button was chosen. */
  onSelect: (orderId: number) => void;
  /** Disables every button (paused, loading or submitting). */
  disabled?: boolean;
}

/** A question checked in practice carries its verdict; any other has none. */
export function verdictOf(q: QuestionState): 'correct' | 'incorrect' | undefined {
  if (!q.checked || q.correct === undefined) return undefined;
  return q.correct ? 'correct' : 'incorrect';
}

/**
 * The numbered buttons of the question navigator and of Finish Exam's review: one a question, with its
 * answered ✓ and flagged ⚑ marks (in practice, a checked question's verdict) for the eye, all said in its name.
 */
export function QuestionGrid({
  questionStates,
  currentOrderId,
  onSelect,
  disabled,
  style,
  ...rest
}: QuestionGridProps) {
  const intl = useIntl();
  return (
    <ol
      {...rest}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: '6px 6px 0 0',
        display: 'grid',
        gap: 'var(--space-2)',
        gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))',
        ...style,
      }}
    >
      {questionStates.map((q) => (
        <li key={q.orderId}>
          <Cell
            type="button"
            style={{ width: '100%' }}
            aria-current={q.orderId === currentOrderId ? 'step' : undefined}
            data-answered={q.answered || undefined}
            data-verdict={verdictOf(q)}
            disabled={disabled}
            aria-label={intl.formatMessage(messages.navCell, {
              number: q.orderId,
              answered: q.answered ? 'yes' : 'no',
              flagged: q.flagged ? 'yes' : 'no',
              verdict: verdictOf(q) ?? 'none',
            })}
            onClick={() => onSelect(q.orderId)}
          >
            {q.orderId}
            {verdictOf(q) === 'correct' && (
              <Corner at="verdict" aria-hidden style={{ color: 'var(--green-11)' }}>
                <CheckIcon width={12} height={12} />
              </Corner>
            )}
            {verdictOf(q) === 'incorrect' && (
              <Corner at="verdict" aria-hidden style={{ color: 'var(--red-11)' }}>
                <Cross2Icon width={12} height={12} />
              </Corner>
            )}
            {q.answered && !verdictOf(q) && (
              <Corner at="check" aria-hidden>
                <CheckIcon width={12} height={12} />
              </Corner>
            )}
            {q.flagged && (
              <Corner at="flag" aria-hidden>
                <FlagIcon filled width={12} height={12} />
              </Corner>
            )}
          </Cell>
        </li>
      ))}
    </ol>
  );
}
