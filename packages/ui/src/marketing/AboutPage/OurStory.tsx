import { Badge, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { figureMessages } from '../_internal/figures.messages';
import { foundedMessage, messages } from './AboutPage.messages';

/** Why the product exists: founding year, the story, and the scale learners build for. */
export function OurStory({ titleId }: { titleId: string }) {
  const intl = useIntl();
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap={{ initial: '6', md: '8' }} align="center">
      <Flex direction="column" gap="4" align="start">
        {/* The year is a name here, not a quantity: no digit grouping ("2 025") in any language. */}
        <Badge size="2" variant="soft" radius="full">
          {intl.formatMessage(foundedMessage, { year: '2025' })}
        </Badge>
        <Heading as="h2" size={{ initial: '6', sm: '7' }} id={titleId}>
          {intl.formatMessage(messages.storyTitle)}
        </Heading>
        <Text as="p" size="3" color="gray">
          {intl.formatMessage(messages.storyText1)}
        </Text>
        <Text as="p" size="3" color="gray">
          {intl.formatMessage(messages.storyText2)}
        </Text>
      </Flex>
      <Card size="4" variant="classic">
        <Flex direction="column" gap="2">
          <Text size="9" weight="bold" style={{ color: 'var(--accent-11)' }}>
            {intl.formatMessage(figureMessages.atLeastCompact, { count: 1_000_000 })}
          </Text>
          <Text size="4" weight="medium">
            {intl.formatMessage(messages.scaleLabel)}
          </Text>
          <Text as="p" size="2" color="gray">
            {intl.formatMessage(messages.scaleText)}
          </Text>
        </Flex>
      </Card>
    </Grid>
  );
}
