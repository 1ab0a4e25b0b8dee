import type { ComponentPropsWithoutRef } from 'react';
import { RouterLink } from '../../_internal/AppLink';
import { styled } from '../../stitches.config';

const Anchor = styled(RouterLink, {
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-2)',
  padding: 'var(--space-2) var(--space-3)',
  borderRadius: 'var(--radius-2)',
  fontSize: 'var(--font-size-2)',
  fontWeight: 500,
  lineHeight: 'var(--line-height-2)',
  color: 'var(--gray-11)',
  textDecoration: 'none',
  '&:hover': { color: 'var(--gray-12)', backgroundColor: 'var(--gray-a3)' },
  '&:focus-visible': { outline: '2px solid var(--accent-8)', outlineOffset: 2 },
  // Active is told by weight, tint and aria-current, never by colour alone.
  '&[aria-current="page"]': {
    color: 'var(--accent-11)',
    backgroundColor: 'var(--accent-a3)',
    fontWeight: 700,
  },
  variants: {
    layout: {
      bar: {},
      drawer: { fontSize: 'var(--font-size-3)', padding: 'var(--space-3)' },
    },
  },
});

interface NavLinkProps extends ComponentPropsWithoutRef<'a'> {
  href: string;
  active: boolean;
  layout: 'bar' | 'drawer';
}

/** One top-navigation link, marked as the current page when active. */
export function NavLink({ active, ...rest }: NavLinkProps) {
  return <Anchor aria-current={active ? 'page' : undefined} {...rest} />;
}
