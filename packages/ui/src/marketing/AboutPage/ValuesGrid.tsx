import { CodeIcon, GlobeIcon, ReaderIcon, RocketIcon } from '@radix-ui/react-icons';
import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { IconTile } from '../_internal/IconTile';
import { messages } from './AboutPage.messages';

const values = [
  { Icon: CodeIcon, title: messages.handsOnTitle, text: messages.handsOnText },
  { Icon: ReaderIcon, title: messages.expertTitle, text: messages.expertText },
  { Icon: GlobeIcon, title: messages.communityTitle, text: messages.communityText },
  { Icon: RocketIcon, title: messages.careerTitle, text: messages.careerText },
];

/** The four values, one card each. */
export function ValuesGrid() {
  const intl = useIntl();
  return (
    <Grid asChild columns={{ initial: '1', xs: '2', md: '4' }} gap="4">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {values.map(({ Icon, title, text }) => (
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
