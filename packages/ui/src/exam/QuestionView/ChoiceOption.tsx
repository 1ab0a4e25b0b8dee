import { CheckIcon } from '@radix-ui/react-icons';
import { Text } from '@radix-ui/themes';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { styled } from '../../stitches.config';

// Radix Themes has no choice card that a second click can clear (RadioCards cannot be unchecked) and its
// radio groups use ←/→, which the exam keeps for moving between questions; this button fills that gap.
const Option = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  width: '100%',
  minHeight: 56,
  padding: '$3 $4',
  borderRadius: '$3',
  border: '1px solid $gray6',
  backgroundColor: '$panel',
  color: '$gray12',
  fontFamily: '$body',
  fontSize: 'var(--font-size-3)',
  lineHeight: 'var(--line-height-3)',
  cursor: 'pointer',
  transition: 'background-color 120ms, border-color 120ms, box-shadow 120ms',
  '@reducedMotion': { transition: 'none' },
  '&:hover': { borderColor: '$accent8', backgroundColor: '$accent2' },
  '&:focus-visible': { outline: '2px solid $accent8', outlineOffset: 2 },
  '&[aria-checked="true"]': {
    borderColor: '$accent9',
    backgroundColor: '$accent3',
    boxShadow: 'inset 0 0 0 1px var(--accent-9)',
  },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  // A checked practice question: locked, but shown at full strength with its verdict.
  '&[data-verdict]:disabled': { opacity: 1, cursor: 'default' },
  '&[data-verdict="correct"]': {
    borderColor: 'var(--green-9)',
    backgroundColor: 'var(--green-3)',
    boxShadow: 'inset 0 0 0 1px var(--green-9)',
  },
  '&[data-verdict="wrong"]': {
    borderColor: 'var(--red-9)',
    backgroundColor: 'var(--red-3)',
    boxShadow: 'inset 0 0 0 1px var(--red-9)',
  },
});

const Letter = styled('span', {
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: '1px solid $gray8',
  fontWeight: 600,
  fontSize: 'var(--font-size-2)',
  color: '$gray12',
  '[aria-checked="true"] > &': {
    backgroundColor: '$accent9',
    borderColor: '$accent9',
    color: 'var(--accent-contrast)',
  },
});

const Mark = styled('span', {
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  marginLeft: 'auto',
  border: '1.5px solid $gray8',
  color: 'var(--accent-contrast)',
  variants: { shape: { radio: { borderRadius: '50%' }, checkbox: { borderRadius: '$1' } } },
  '[aria-checked="true"] > &': { backgroundColor: '$accent9', borderColor: '$accent9' },
});

export interface ChoiceOptionProps extends Omit<ComponentPropsWithoutRef<'button'>, 'role'> {
  /** The answer letter from the choice's position. */
  letter: string;
  /** Radio for single-answer questions, checkbox for multiple answers. */
  kind: 'radio' | 'checkbox';
  /** Chosen by the learner (aria-checked). */
  selected: boolean;
  /** After a practice check: a correct choice, or the learner's wrong one; with its spoken label. */
  verdict?: { kind: 'correct' | 'wrong'; label: string } | null;
}

/** One lettered choice: a large target with radio or checkbox semantics and a check mark when chosen. */
export const ChoiceOption = forwardRef<HTMLButtonElement, ChoiceOptionProps>(function ChoiceOption(
  { letter, kind, selected, verdict = null, children, ...rest },
  ref,
) {
  return (
    <Option
      ref={ref}
      type="button"
      role={kind}
      aria-checked={selected}
      data-verdict={verdict?.kind}
      {...rest}
    >
      <Letter aria-hidden>{letter}</Letter>
      <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
        {verdict && (
          <Text as="span" size="2" weight="medium" color={verdict.kind === 'correct' ? 'green' : 'red'}>
            {' '}
            ({verdict.label})
          </Text>
        )}
      </span>
      <Mark shape={kind} aria-hidden>
        {selected && <CheckIcon />}
      </Mark>
    </Option>
  );
});
