import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { IconTile } from './IconTile';

export interface IconCard {
  Icon: ComponentType;
  title: MessageDescriptor & { id: string };
  text: MessageDescriptor;
}

/** Four cards in a responsive list, each an icon, a title and a line of text (home features, about values). */
export function IconCardGrid({ cards }: { cards: readonly IconCard[] }) {
  const intl = useIntl();
  return (
    <Grid asChild columns={{ initial: '1', xs: '2', md: '4' }} gap="4">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {cards.map(({ Icon, title, text }) => (
          <Card asChild size="3" key={title.id}>
            <li>
              <Flex direction="column" gap="3">
                <IconTile aria-hidden>
                  <Icon />
                </IconTile>
                <Heading as="h3" size="4">
                  {intl.formatMessage(title)}
                </Heading>
                <Text as="p" size="2" color="gray">
                  {intl.formatMessage(text)}
                </Text>
              </Flex>
            </li>
          </Card>
        ))}
      </ul>
    </Grid>
  );
}
