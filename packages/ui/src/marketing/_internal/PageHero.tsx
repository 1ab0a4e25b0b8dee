import { Badge, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
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
  /** More under the hero, inside its section (e.g. a legal text's date). */
  children?: ReactNode;
}

/** The opening section of a marketing page, on the accent wash: kicker, h1, lead and actions, centred. */
export function PageHero({ eyebrow, title, lead, actions, children }: PageHeroProps) {
  return (
    <Section
      size={{ initial: '2', md: '3' }}
      style={{ background: 'linear-gradient(var(--accent-2), transparent)' }}
    >
      <Container size="4" px="4">
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
        {children}
      </Container>
    </Section>
  );
}
