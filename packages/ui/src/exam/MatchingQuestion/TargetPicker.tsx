import { Flex } from '@radix-ui/themes';
import { useRef, type KeyboardEvent } from 'react';
import { styled } from '../../stitches.config';

// Letters as radios, one group per item: one tab stop, arrows move, Space or Enter chooses, a target's letter
// (or its position's digit) chooses it, Delete clears. A script-free native select would serve too, but its keys cannot be played in a
// story, and its closed state hides which targets other items hold.
const Target = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: '1px solid $gray8',
  backgroundColor: '$panel',
  color: '$gray12',
  fontFamily: '$body',
  fontWeight: 600,
  fontSize: 'var(--font-size-3)',
  cursor: 'pointer',
  '&:hover': { borderColor: '$accent8', backgroundColor: '$accent2' },
  '&:focus-visible': { outline: '2px solid $accent8', outlineOffset: 2 },
  '&[data-taken]': { borderStyle: 'dashed', color: '$gray11' },
  '&[aria-checked="true"]': {
    borderStyle: 'solid',
    backgroundColor: '$accent9',
    borderColor: '$accent9',
    color: 'var(--accent-contrast)',
  },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
});

export interface TargetChoice {
  id: number;
  letter: string;
  /** The radio's name: "C. target text", and which item holds it if another does. */
  label: string;
  /** Another item holds this target. */
  taken: boolean;
}

interface TargetPickerProps {
  /** Id of the item's text, the group's label. */
  labelledBy: string;
  targets: readonly TargetChoice[];
  /** The item's target, if matched. */
  chosen: number | undefined;
  disabled: boolean;
  /** A target was chosen (null: cleared, by Delete or a second click on the chosen one). */
  onChoose: (targetId: number | null) => void;
}

/** The targets of one matching item as a radio group of their letters. */
export function TargetPicker({ labelledBy, targets, chosen, disabled, onChoose }: TargetPickerProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = Math.max(
    0,
    targets.findIndex((t) => t.id === chosen),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = refs.current.findIndex((el) => el === event.target);
    if (current === -1) return;
    const last = targets.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: last,
    };
    // As in the choice list, F stays the exam's flag key: a sixth target is chosen with its letter's digit, 6.
    const key = event.key.toLowerCase();
    const byLetter = /^[1-9]$/.test(key)
      ? Number(key) - 1
      : key === 'f'
        ? -1
        : targets.findIndex((t) => t.letter.toLowerCase() === key);
    if (event.key in moves) {
      refs.current[Math.min(last, Math.max(0, moves[event.key]!))]?.focus();
    } else if (byLetter !== -1 && targets[byLetter]) {
      onChoose(targets[byLetter]!.id);
      refs.current[byLetter]?.focus();
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && chosen !== undefined) {
      onChoose(null);
    } else return;
    // Handled here: the exam's own keys (←/→ between questions, F to flag) leave this group alone.
    event.preventDefault();
  };

  return (
    <Flex role="radiogroup" aria-labelledby={labelledBy} onKeyDown={onKeyDown} wrap="wrap" gap="2">
      {targets.map((target, index) => (
        <Target
          key={target.id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="radio"
          aria-checked={target.id === chosen}
          aria-label={target.label}
          data-taken={target.taken ? '' : undefined}
          tabIndex={index === tabStop ? 0 : -1}
          disabled={disabled}
          onClick={() => onChoose(target.id === chosen ? null : target.id)}
        >
          {target.letter}
        </Target>
      ))}
    </Flex>
  );
}
