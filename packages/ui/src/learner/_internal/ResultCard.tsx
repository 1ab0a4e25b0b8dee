import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export interface ResultCardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** A large icon above the title (decorative). */
  icon: ReactNode;
  /** Colour of the icon's disc. */
  tone: 'green' | 'red' | 'amber' | 'indigo';
  title: string;
  description?: ReactNode;
  /** A block under the text (e.g. what a payment bought). */
  details?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
}

/** A centred outcome card: payment success, failure, cancellation or verification. */
export function ResultCard({ icon, tone, title, description, details, actions, ...rest }: ResultCardProps) {
  return (
    <Box width="100%" maxWidth="520px" mx="auto" py={{ initial: '4', sm: '8' }} {...rest}>
      <Card size={{ initial: '3', sm: '4' }}>
        <Flex direction="column" align="center" gap="4" style={{ textAlign: 'center' }}>
          <Flex
            align="center"
            justify="center"
            width="64px"
            height="64px"
            style={{ borderRadius: '50%', background: `var(--${tone}-a3)`, color: `var(--${tone}-11)` }}
            aria-hidden
          >
            {icon}
          </Flex>
          <Heading as="h1" size="6">
            {title}
          </Heading>
          {description && (
            <Text as="p" color="gray" size="3">
              {description}
            </Text>
          )}
          {details}
          {actions && (
            <Flex gap="3" direction={{ initial: 'column', xs: 'row' }} justify="center" width="100%">
              {actions}
            </Flex>
          )}
        </Flex>
      </Card>
    </Box>
  );
}
