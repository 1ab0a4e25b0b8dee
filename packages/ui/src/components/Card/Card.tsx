import { Box, Card as ThemeCard, Flex } from '@radix-ui/themes';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cardPropDefs, cardVariantStyles, type CardVariant } from './Card.props';
import { CardContext } from './CardContext';
import { CardHeader } from './CardHeader';

export interface CardRootProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** `page` for a screen's only card, `section` for a titled part of a page (a `<section>` element). */
  variant?: CardVariant;
  /** `Card.Header`, then `Card.Body`. */
  children: ReactNode;
}

/** A card whose variant decides its size, spacing and heading level; its parts are `Card.Header` and `Card.Body`. */
function CardRoot({ variant = cardPropDefs.variant.default, children, ...rest }: CardRootProps) {
  const style = cardVariantStyles[variant];
  const parts = (
    <Flex direction="column" gap={style.gap}>
      {children}
    </Flex>
  );
  return (
    <CardContext.Provider value={variant}>
      {variant === 'page' ? (
        <Box width="100%" maxWidth={style.maxWidth} mx="auto" {...rest}>
          <ThemeCard size={style.size}>{parts}</ThemeCard>
        </Box>
      ) : (
        <ThemeCard size={style.size} asChild>
          <section {...(rest as ComponentPropsWithRef<'section'>)}>{parts}</section>
        </ThemeCard>
      )}
    </CardContext.Provider>
  );
}

/** The card's content, laid out in the card's own column (it adds no box of its own). */
function CardBody({ children }: { children?: ReactNode }) {
  return <div style={{ display: 'contents' }}>{children}</div>;
}

/** `Card.Root`, `Card.Header`, `Card.Body`: compound parts, as Radix names them. */
export const Card = { Root: CardRoot, Header: CardHeader, Body: CardBody };
