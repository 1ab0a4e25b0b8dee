import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { IconTile } from './IconTile';

export interface IconCard {
  Icon: ComponentType;
  title: MessageDescriptor & { id: string };
  text: MessageDescriptor;
}

export type IconCardGridProps =
  | {
      /** Four cards, each an icon, a title and a line of text. */
      cards: readonly IconCard[];
      ordered?: false;
    }
  | {
      /** Steps in order: the tile shows each one's number instead of an icon, and the list is an `ol`. */
      cards: readonly Omit<IconCard, 'Icon'>[];
      ordered: true;
    };

/**
 * Four cards in a responsive list, each an icon (or its step number) over a title and a line of text: home
 * features, what the product offers, how its questions are made.
 */
export function IconCardGrid({ cards, ordered }: IconCardGridProps) {
  const intl = useIntl();
  const List = ordered ? 'ol' : 'ul';
  return (
    <Grid asChild columns={{ initial: '1', xs: '2', md: '4' }} gap="4">
      <List style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {cards.map((card, index) => {
          const Icon = 'Icon' in card ? card.Icon : undefined;
          return (
            <Card asChild size="3" key={card.title.id}>
              <li>
                <Flex direction="column" gap="3">
                  <IconTile aria-hidden style={Icon ? undefined : { fontWeight: 700 }}>
                    {Icon ? <Icon /> : intl.formatNumber(index + 1)}
                  </IconTile>
                  <Heading as="h3" size="4">
                    {intl.formatMessage(card.title)}
                  </Heading>
                  <Text as="p" size="2" color="gray">
                    {intl.formatMessage(card.text)}
                  </Text>
                </Flex>
              </li>
            </Card>
          );
        })}
      </List>
    </Grid>
  );
}
