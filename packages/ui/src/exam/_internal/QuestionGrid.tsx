import { CheckIcon, Cross2Icon } from '@radix-ui/react-icons';
import { useRef, useState, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
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

/** How many cells the first row of the wrapped grid holds (its column count at the current width). */
function columnsOf(cells: (HTMLButtonElement | null)[]): number {
  const top = cells[0]?.getBoundingClientRect().top;
  if (top === undefined) return 1;
  const perRow = cells.filter((c) => c && Math.abs(c.getBoundingClientRect().top - top) < 2).length;
  return Math.max(1, perRow);
}

const MOVES: Record<string, (index: number, columns: number, last: number) => number> = {
  ArrowRight: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  ArrowDown: (i, columns) => i + columns,
  ArrowUp: (i, columns) => i - columns,
  Home: () => 0,
  End: (_i, _c, last) => last,
};

/**
 * The numbered buttons of the question navigator and of Finish Exam's review: one a question, with its
 * answered ✓ and flagged ⚑ marks (in practice, a checked question's verdict) for the eye, all said in its name.
 * One tab stop (a roving tabindex, on the current question until the arrows move it): ←/→ step through the
 * questions, ↑/↓ move by a row of the wrapped grid, Home/End go to the first and last; Enter or Space opens
 * one. The arrows are the grid's while it has focus (`data-arrow-keys`, which the exam shortcuts leave alone).
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
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  // The cell that takes the tab stop: the current question, until the arrows move it.
  const [active, setActive] = useState({ orderId: currentOrderId, current: currentOrderId });
  if (active.current !== currentOrderId) setActive({ orderId: currentOrderId, current: currentOrderId });
  const activeIndex = Math.max(
    0,
    questionStates.findIndex((q) => q.orderId === active.orderId),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    const last = questionStates.length - 1;
    const next = Math.min(last, Math.max(0, move(activeIndex, columnsOf(cells.current), last)));
    event.preventDefault();
    const target = questionStates[next];
    if (!target) return;
    setActive({ orderId: target.orderId, current: currentOrderId });
    cells.current[next]?.focus();
  };
  return (
    <ol
      {...rest}
      data-arrow-keys=""
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
      {questionStates.map((q, index) => (
        <li key={q.orderId}>
          <Cell
            ref={(cell: HTMLButtonElement | null) => {
              cells.current[index] = cell;
            }}
            tabIndex={index === activeIndex ? 0 : -1}
            onKeyDown={onKeyDown}
            onFocus={() => setActive({ orderId: q.orderId, current: currentOrderId })}
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
