import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { messages } from './HomePage.messages';
import { SampleConsole } from './SampleConsole';

const points = [messages.practicePoint1, messages.practicePoint2, messages.practicePoint3];

/** The interactive-learning pitch beside a sample console session. */
export function LearnByDoing({ titleId }: { titleId: string }) {
  const intl = useIntl();
  return (
    <Grid columns={{ initial: '1', md: '5' }} gap={{ initial: '6', md: '8' }} align="center">
      <Flex direction="column" gap="4" gridColumn={{ md: 'span 2' }}>
        <Heading as="h2" size={{ initial: '6', sm: '7' }} id={titleId}>
          {intl.formatMessage(messages.practiceTitle)}
        </Heading>
        <Text as="p" size="3" color="gray">
          {intl.formatMessage(messages.practiceLead)}
        </Text>
        <Flex asChild direction="column" gap="2">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {points.map((point) => (
              <Flex asChild align="start" gap="2" key={point.id}>
                <li>
                  <Text color="green" aria-hidden asChild>
                    <CheckCircledIcon width={18} height={18} style={{ flexShrink: 0, marginTop: 3 }} />
                  </Text>
                  <Text size="3">{intl.formatMessage(point)}</Text>
                </li>
              </Flex>
            ))}
          </ul>
        </Flex>
      </Flex>
      <Flex direction="column" gridColumn={{ md: 'span 3' }} style={{ minWidth: 0 }}>
        <SampleConsole />
      </Flex>
    </Grid>
  );
}
