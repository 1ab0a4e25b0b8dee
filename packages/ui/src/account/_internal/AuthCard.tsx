import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface AuthCardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The page's main heading (h1). */
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** An icon above the heading (decorative). */
  icon?: ReactNode;
  children: ReactNode;
}

/** The centred card every account screen sits in. */
export function AuthCard({ title, description, icon, children, ...rest }: AuthCardProps) {
  return (
    <Box width="100%" maxWidth="460px" mx="auto" {...rest}>
      <Card size={{ initial: '3', sm: '4' }}>
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="2" align="center" style={{ textAlign: 'center' }}>
            {icon && (
              <Text color="indigo" aria-hidden>
                {icon}
              </Text>
            )}
            <Heading as="h1" size="6">
              {title}
            </Heading>
            {description && (
              <Text as="p" size="2" color="gray">
                {description}
              </Text>
            )}
          </Flex>
          {children}
        </Flex>
      </Card>
    </Box>
  );
}
