import { BadgeIcon, CheckboxIcon, CodeIcon, PlayIcon } from '@radix-ui/react-icons';
import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { IconTile } from '../_internal/IconTile';
import { messages } from './HomePage.messages';

const features = [
  { Icon: PlayIcon, title: messages.coursesTitle, text: messages.coursesText },
  { Icon: CheckboxIcon, title: messages.mcqTitle, text: messages.mcqText },
  { Icon: BadgeIcon, title: messages.certificationTitle, text: messages.certificationText },
  { Icon: CodeIcon, title: messages.labsTitle, text: messages.labsText },
];

/** The four things the product offers, one card each. */
export function FeatureGrid() {
  const intl = useIntl();
  return (
    <Grid asChild columns={{ initial: '1', xs: '2', md: '4' }} gap="4">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {features.map(({ Icon, title, text }) => (
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
