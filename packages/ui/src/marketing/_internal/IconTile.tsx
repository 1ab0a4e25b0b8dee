import { styled } from '../../stitches.config';

/** A decorative icon on a tinted square, heading a feature or value card. */
export const IconTile = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: 'var(--radius-3)',
  backgroundColor: 'var(--accent-a3)',
  color: 'var(--accent-11)',
  flexShrink: 0,
  '& svg': { width: 20, height: 20 },
});
