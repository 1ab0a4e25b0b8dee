import { Flex, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { styled } from '../../stitches.config';
import { messages } from './Logo.messages';

export interface LogoMarkProps {
  /** Width and height in pixels. */
  size?: number;
}

/**
 * The product's one mark: a broker feeding two consumers, on the accent colour. The favicon
 * (apps/site/public/favicon.svg) draws the same shapes with the light theme's accent.
 */
export function LogoMark({ size = 28 }: LogoMarkProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <rect width="32" height="32" rx="7" fill="var(--accent-9)" />
      <path
        d="M16 12v4M16 16l-5 3.5M16 16l5 3.5"
        stroke="var(--accent-contrast)"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
      <g fill="var(--accent-contrast)">
        <circle cx="16" cy="9" r="3.2" />
        <circle cx="9" cy="21" r="3.2" />
        <circle cx="23" cy="21" r="3.2" />
      </g>
    </svg>
  );
}

/** The mark and the product's name. */
export function Logo() {
  const intl = useIntl();
  return (
    <Flex align="center" gap="2">
      <LogoMark />
      <Text size="4" weight="bold" style={{ whiteSpace: 'nowrap' }}>
        {intl.formatMessage(messages.name)}
      </Text>
    </Flex>
  );
}

const Anchor = styled(RouterLink, {
  display: 'inline-flex',
  borderRadius: 'var(--radius-2)',
  color: 'var(--gray-12)',
  textDecoration: 'none',
  '&:focus-visible': { outline: '2px solid var(--focus-8)', outlineOffset: 2 },
});

export interface LogoLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'children'> {
  /** Where the logo leads: the home page in the public frame. */
  href: string;
}

/** The logo as a link (its name is the product's name unless an `aria-label` says where it goes). */
export function LogoLink(props: LogoLinkProps) {
  return (
    <Anchor {...props}>
      <Logo />
    </Anchor>
  );
}
