import { Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { IconTile } from '../_internal/IconTile';

interface ContactCardProps {
  icon: ReactNode;
  title: string;
  /** The address or number, as shown. */
  value: string;
  /** A `mailto:` or `tel:` address. */
  href: string;
  note: string;
}

/** One way to reach support: how, where, and when to expect an answer. */
export function ContactCard({ icon, title, value, href, note }: ContactCardProps) {
  return (
    <Card size="3">
      <Flex gap="4" align="start">
        <IconTile aria-hidden>{icon}</IconTile>
        <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
          <Heading as="h2" size="3">
            {title}
          </Heading>
          <Link href={href} size="3" weight="medium" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Link>
          <Text size="2" color="gray">
            {note}
          </Text>
        </Flex>
      </Flex>
    </Card>
  );
}
