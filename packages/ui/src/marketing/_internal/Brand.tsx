import { LayersIcon } from '@radix-ui/react-icons';
import { Flex, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { styled } from '../../stitches.config';
import { RouterLink } from '../../_internal/AppLink';
import { messages } from './Brand.messages';

const Mark = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: 'var(--radius-2)',
  backgroundColor: 'var(--accent-9)',
  color: 'var(--accent-contrast)',
  flexShrink: 0,
});

const HomeLink = styled(RouterLink, {
  display: 'inline-flex',
  borderRadius: 'var(--radius-2)',
  color: 'var(--gray-12)',
  textDecoration: 'none',
  '&:focus-visible': { outline: '2px solid var(--accent-8)', outlineOffset: 2 },
});

/** The product's logo mark and name. */
export function BrandMark() {
  const intl = useIntl();
  return (
    <Flex align="center" gap="2">
      <Mark aria-hidden>
        <LayersIcon width={18} height={18} />
      </Mark>
      <Text size="4" weight="bold" style={{ whiteSpace: 'nowrap' }}>
        {intl.formatMessage(messages.name)}
      </Text>
    </Flex>
  );
}

/** The logo mark and name as a link to the home page. */
export function BrandLink({ href }: { href: string }) {
  return (
    <HomeLink href={href}>
      <BrandMark />
    </HomeLink>
  );
}
