import { CheckCircledIcon, PauseIcon, StarFilledIcon } from '@radix-ui/react-icons';
import { Badge, Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { displayStatus } from '../rules';
import type { ExamTest } from '../types';
import { messages } from './TestCard.messages';
import { TestCardAction } from './TestCardAction';
import { TestCardBanner } from './TestCardBanner';
import { TestCardStats } from './TestCardStats';
import { useDomainLabel } from '../../shared/DomainLabel';

export interface TestCardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The test with the learner's progress and access. */
  test: ExamTest;
  /** `grid` stacks the card and shows the description; `list` lays it out in a row without it. */
  layout?: 'grid' | 'list';
  /** Start, continue or retake a test the learner can open. */
  onOpen: (test: ExamTest) => void;
  /** A paid test without access was chosen: open the purchase modal instead of navigating. */
  onUnlock: (test: ExamTest) => void;
}

/** A practice test in the catalogue: what it covers, where the learner stands, and what to do next. */
export function TestCard({ test, layout = 'grid', onOpen, onUnlock, ...rest }: TestCardProps) {
  const intl = useIntl();
  const domainLabel = useDomainLabel();
  const titleId = useId();
  const status = displayStatus(test);
  const isGrid = layout === 'grid';
  const statusBadge = {
    COMPLETED: (
      <Badge color="green">
        <CheckCircledIcon aria-hidden /> {intl.formatMessage(messages.statusCompleted)}
      </Badge>
    ),
    PAUSED: (
      <Badge color="amber">
        <PauseIcon aria-hidden /> {intl.formatMessage(messages.statusPaused)}
      </Badge>
    ),
    'NOT STARTED': <Badge color="gray">{intl.formatMessage(messages.statusNotStarted)}</Badge>,
  }[status];

  return (
    <Card size="3" {...rest} style={{ height: '100%', ...rest.style }}>
      <Flex direction={isGrid ? 'column' : { initial: 'column', md: 'row' }} gap="4" height="100%">
        <Flex direction="column" gap="3" flexGrow="1">
          <Flex direction="column" gap="2">
            <Heading as="h2" size="4" id={titleId}>
              {test.title}
            </Heading>
            <Flex gap="2" wrap="wrap">
              {test.isFree ? (
                <Badge color="green" variant="outline">
                  {intl.formatMessage(messages.free)}
                </Badge>
              ) : (
                <Badge color="violet" variant="outline">
                  <StarFilledIcon aria-hidden /> {intl.formatMessage(messages.premium)}
                </Badge>
              )}
              {statusBadge}
            </Flex>
          </Flex>
          {isGrid && (
            <Text as="p" size="2" color="gray">
              {test.description}
            </Text>
          )}
          <TestCardBanner test={test} />
          <TestCardStats test={test} layout={layout} />
          {test.topics.length > 0 && (
            <Flex gap="1" wrap="wrap" role="list" aria-label={intl.formatMessage(messages.topics)}>
              {test.topics.map((topic) => (
                <Badge key={topic} role="listitem" variant="surface" color="gray" radius="full">
                  {domainLabel(topic)}
                </Badge>
              ))}
            </Flex>
          )}
        </Flex>
        <Box
          mt={isGrid ? 'auto' : undefined}
          flexShrink="0"
          width={isGrid ? '100%' : { initial: '100%', md: '220px' }}
          style={isGrid ? undefined : { alignSelf: 'center' }}
        >
          <TestCardAction test={test} titleId={titleId} onOpen={onOpen} onUnlock={onUnlock} />
        </Box>
      </Flex>
    </Card>
  );
}
