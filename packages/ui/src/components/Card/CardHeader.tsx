import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { cardVariantStyles } from './Card.props';
import { useCardVariant } from './CardContext';

export interface CardHeaderProps {
  /** The card's heading: the page's h1 in a `page` card, an h2 in a `section` card. */
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** A decorative icon above the heading (`page` cards). */
  icon?: ReactNode;
  /** Content at the heading's end, e.g. a toggle button (`section` cards). */
  aside?: ReactNode;
}

/** The card's heading part; its level and alignment come from the card's variant. */
export function CardHeader({ title, description, icon, aside }: CardHeaderProps) {
  const variant = useCardVariant();
  const { heading } = cardVariantStyles[variant];
  const text = (
    <>
      {icon && (
        <Text color="indigo" aria-hidden>
          {icon}
        </Text>
      )}
      <Heading as={heading.as} size={heading.size}>
        {title}
      </Heading>
      {description && (
        <Text as="p" size="2" color="gray">
          {description}
        </Text>
      )}
    </>
  );
  if (variant === 'page') {
    return (
      <Flex direction="column" gap="2" align="center" style={{ textAlign: 'center' }}>
        {text}
        {aside}
      </Flex>
    );
  }
  return (
    <Flex
      justify="between"
      align={{ initial: 'start', xs: 'center' }}
      gap="3"
      direction={{ initial: 'column', xs: 'row' }}
    >
      <Flex direction="column" gap="1">
        {text}
      </Flex>
      {aside}
    </Flex>
  );
}
