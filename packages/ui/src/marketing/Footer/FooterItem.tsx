import { Badge, Flex, Link, Text } from '@radix-ui/themes';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { messages } from './Footer.messages';

/** A footer entry: a page link, or a placeholder (no target yet) shown as text marked "Soon". */
export interface FooterEntry {
  label: MessageDescriptor;
  href?: string;
}

/** One footer entry; placeholders are plain text with a visible "Soon" badge, so they are never mistaken for links. */
export function FooterItem({ label, href }: FooterEntry) {
  const intl = useIntl();
  const text = intl.formatMessage(label);
  if (href) {
    return (
      <Link asChild size="2" color="gray" highContrast underline="hover">
        <RouterLink href={href}>{text}</RouterLink>
      </Link>
    );
  }
  return (
    <Flex align="center" gap="2" title={intl.formatMessage(messages.soonLong)}>
      <Text size="2" color="gray">
        {text}
      </Text>
      <Badge size="1" color="gray" variant="surface">
        {intl.formatMessage(messages.soon)}
      </Badge>
    </Flex>
  );
}
