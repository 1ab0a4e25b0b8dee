import { styled } from '../../stitches.config';

// A numbered cell with corner marks (answered ✓, flagged ⚑, a practice verdict ✓/✗) that Radix buttons cannot place.
export const Cell = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 40,
  borderRadius: '$2',
  border: '1px solid $gray7',
  backgroundColor: '$panel',
  color: '$gray12',
  fontFamily: '$body',
  fontSize: 'var(--font-size-2)',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  '&:hover': { borderColor: '$accent8' },
  '&:focus-visible': { outline: '2px solid $accent8', outlineOffset: 2 },
  '&[data-answered]': { backgroundColor: '$accent3', borderColor: '$accent7', color: '$accent12' },
  // A question checked in practice shows its verdict: colour for the eye, an icon beside it (never colour alone).
  '&[data-verdict="correct"]': { backgroundColor: '$green3', borderColor: '$green8', color: '$green12' },
  '&[data-verdict="incorrect"]': { backgroundColor: '$red3', borderColor: '$red8', color: '$red12' },
  '&[aria-current="step"]': {
    backgroundColor: '$accent9',
    borderColor: '$accent9',
    color: 'var(--accent-contrast)',
    fontWeight: 700,
  },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
});

export const Corner = styled('span', {
  position: 'absolute',
  display: 'flex',
  variants: {
    at: {
      flag: {
        top: -6,
        right: -6,
        color: '$amber11',
        backgroundColor: '$panel',
        borderRadius: '50%',
        padding: 1,
      },
      check: { bottom: 2, right: 2, width: 12, height: 12 },
      verdict: { bottom: 2, right: 2, width: 12, height: 12 },
    },
  },
});
