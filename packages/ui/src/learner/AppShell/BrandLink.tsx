import { Flex, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { LogoMark } from '../../components/Logo';
import { css } from '../../stitches.config';
import { messages } from './AppShell.messages';

const brandLink = css({
  display: 'inline-flex',
  color: 'var(--gray-12)',
  textDecoration: 'none',
  borderRadius: 'var(--radius-2)',
  '&:focus-visible': { outline: '2px solid var(--focus-8)', outlineOffset: 2 },
});

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
