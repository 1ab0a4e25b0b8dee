import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '../../stitches.config';
import { messages } from './SkipLink.messages';

// Off-screen until focused, so keyboard users meet it first and everyone else never sees it.
const Anchor = styled('a', {
  position: 'absolute',
  left: 'var(--space-3)',
  top: 'var(--space-3)',
  zIndex: 20,
  padding: 'var(--space-2) var(--space-3)',
  borderRadius: 'var(--radius-2)',
  backgroundColor: 'var(--accent-9)',
  color: 'var(--accent-contrast)',
  fontWeight: 600,
  textDecoration: 'none',
  transform: 'translateY(-300%)',
  '&:focus': { transform: 'none', outline: '2px solid var(--accent-12)', outlineOffset: 2 },
});

export interface SkipLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'children'> {
  /** Id of the page's main content (the element the link moves focus to). */
  targetId: string;
}

/** "Skip to main content": an in-page link (a plain anchor, not app navigation), visible only when focused. */
export function SkipLink({ targetId, ...rest }: SkipLinkProps) {
  const intl = useIntl();
  return (
    <Anchor {...rest} href={`#${targetId}`}>
      {intl.formatMessage(messages.label)}
    </Anchor>
  );
}
