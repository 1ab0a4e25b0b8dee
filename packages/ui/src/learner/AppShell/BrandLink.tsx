import { Flex, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { css } from '../../stitches.config';
import { messages } from './AppShell.messages';

const brandLink = css({
  display: 'inline-flex',
  color: 'var(--gray-12)',
  textDecoration: 'none',
  borderRadius: 'var(--radius-2)',
  '&:focus-visible': { outline: '2px solid var(--focus-8)', outlineOffset: 2 },
});

/** Three linked nodes: a stream of events between brokers, the product's mark. */
function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden focusable="false">
      <rect width="28" height="28" rx="7" fill="var(--accent-9)" />
      <g stroke="var(--accent-contrast)" strokeWidth="2" fill="none">
        <path d="M10 9.5 18 14M10 18.5 18 14" />
        <circle cx="8.5" cy="8.5" r="2.5" fill="var(--accent-9)" />
        <circle cx="8.5" cy="19.5" r="2.5" fill="var(--accent-9)" />
        <circle cx="19.5" cy="14" r="3" fill="var(--accent-contrast)" />
      </g>
    </svg>
  );
}

/** Logo and product name, linking to the dashboard. */
export function BrandLink({ href }: { href: string }) {
  const intl = useIntl();
  return (
    <RouterLink href={href} className={brandLink()} aria-label={intl.formatMessage(messages.brandHome)}>
      <Flex align="center" gap="2">
        <LogoMark />
        <Text size="4" weight="bold">
          {intl.formatMessage(messages.brand)}
        </Text>
      </Flex>
    </RouterLink>
  );
}
