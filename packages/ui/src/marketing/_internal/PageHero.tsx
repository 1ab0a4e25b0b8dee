import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface PageHeroProps {
  /** A short kicker above the title. */
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  /** The sentence under the title. */
  lead: string;
  /** Calls to action under the lead. */
  actions?: ReactNode;
}

/** The opening block of a marketing page: kicker, h1, lead and actions, centred. */
export function PageHero({ eyebrow, title, lead, actions }: PageHeroProps) {
  return (
    <Flex direction="column" align="center" gap="4" style={{ textAlign: 'center' }}>
      {eyebrow && (
        <Badge size="2" variant="soft" radius="full">
          {eyebrow}
        </Badge>
      )}
      <Heading as="h1" size={{ initial: '8', md: '9' }} style={{ maxWidth: 860, textWrap: 'balance' }}>
        {title}
      </Heading>
      <Text as="p" size={{ initial: '3', sm: '4' }} color="gray" style={{ maxWidth: 640 }}>
        {lead}
      </Text>
      {actions && (
        <Flex gap="3" mt="2" wrap="wrap" justify="center">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
