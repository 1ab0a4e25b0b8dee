import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { Badge } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { styled } from '../../stitches.config';

/** The round marker of a lettered target or a numbered position; the text beside it says the same in words. */
export const ItemMarker = styled('span', {
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: '1px solid $gray8',
  fontWeight: 600,
  fontSize: 'var(--font-size-2)',
  color: '$gray12',
});

/** A list without bullets: the markers carry the numbering. */
export const PlainList = styled('ol', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});

/** A row of a matching or ordering item; after a check its border says right or wrong (with words beside). */
export const ItemRow = styled('li', {
  boxSizing: 'border-box',
  padding: '$3',
  borderRadius: '$3',
  border: '1px solid $gray6',
  backgroundColor: '$panel',
  variants: {
    verdict: {
      right: { borderColor: 'var(--green-a8)', backgroundColor: 'var(--green-a2)' },
      wrong: { borderColor: 'var(--red-a8)', backgroundColor: 'var(--red-a2)' },
    },
  },
});

/** The verdict of one pair or one position, in words and an icon, never by colour alone. */
export function VerdictBadge({ right, children }: { right: boolean; children: ReactNode }) {
  return (
    <Badge color={right ? 'green' : 'red'} variant="surface" highContrast>
      {right ? <CheckCircledIcon aria-hidden /> : <CrossCircledIcon aria-hidden />}
      {children}
    </Badge>
  );
}
