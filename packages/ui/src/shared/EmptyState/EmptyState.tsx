import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** What is empty, e.g. "No orders yet". */
  title: string;
  /** What the learner can do about it. */
  description?: string;
  /** An icon above the title (decorative). */
  icon?: ReactNode;
  /** A call to action, e.g. a button or link. */
  action?: ReactNode;
}

/** A list or page with nothing to show yet, and what to do next. */
export function EmptyState({ title, description, icon, action, ...rest }: EmptyStateProps) {
  return (
    <Flex direction="column" align="center" gap="3" py="8" px="4" style={{ textAlign: 'center' }} {...rest}>
      {icon && (
        <Text color="gray" aria-hidden>
          {icon}
        </Text>
      )}
      <Heading as="h2" size="4">
        {title}
      </Heading>
      {description && (
        <Text color="gray" size="2" style={{ maxWidth: 420 }}>
          {description}
        </Text>
      )}
      {action}
    </Flex>
  );
}
