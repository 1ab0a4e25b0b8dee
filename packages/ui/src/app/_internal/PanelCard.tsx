import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export interface PanelCardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The panel's heading (h2). */
  title: string;
  description?: string;
  /** Shown at the heading's end (e.g. a toggle button). */
  aside?: ReactNode;
  children?: ReactNode;
}

/** A settings section: a card with its heading, description and content. */
export function PanelCard({ title, description, aside, children, ...rest }: PanelCardProps) {
  return (
    <Card size={{ initial: '2', sm: '3' }} asChild>
      <section {...rest}>
        <Flex direction="column" gap="4">
          <Flex
            justify="between"
            align={{ initial: 'start', xs: 'center' }}
            gap="3"
            direction={{ initial: 'column', xs: 'row' }}
          >
            <Flex direction="column" gap="1">
              <Heading as="h2" size="4">
                {title}
              </Heading>
              {description && (
                <Text as="p" size="2" color="gray">
                  {description}
                </Text>
              )}
            </Flex>
            {aside}
          </Flex>
          {children}
        </Flex>
      </section>
    </Card>
  );
}
