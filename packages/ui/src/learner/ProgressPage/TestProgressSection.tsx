import { Card, Flex, Grid, Heading, Progress, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { DomainTable } from './DomainTable';
import { messages } from './ProgressPage.messages';
import { ReadinessCard } from './ReadinessCard';
import { ScoreChart } from './ScoreChart';
import { messages as chartMessages } from './ScoreChart.messages';
import type { ProgressUrls, TestProgress } from './types';

interface TestProgressSectionProps {
  test: TestProgress;
  recentAnswersPerDomain: number;
  urls: Pick<ProgressUrls, 'practiseDomain'>;
}

/** One test: score chart, readiness, questions seen against the pool, and accuracy by domain. */
export function TestProgressSection({ test, recentAnswersPerDomain, urls }: TestProgressSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const coverage = intl.formatMessage(messages.coverage, { seen: test.questionsSeen, pool: test.poolSize });
  return (
    <section aria-labelledby={headingId}>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5" id={headingId}>
          {test.title}
        </Heading>
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          <Card size="2">
            <Flex direction="column" gap="2">
              <Heading as="h3" size="3">
                {intl.formatMessage(chartMessages.title)}
              </Heading>
              <ScoreChart scores={test.scores} passingScore={test.passingScore} />
            </Flex>
          </Card>
          <Flex direction="column" gap="4">
            <ReadinessCard testId={test.testId} title={test.title} readiness={test.readiness} urls={urls} />
            <Card size="2">
              <Flex direction="column" gap="2">
                <Heading as="h3" size="3">
                  {intl.formatMessage(messages.coverageTitle)}
                </Heading>
                <Progress
                  value={test.poolSize ? (test.questionsSeen * 100) / test.poolSize : 0}
                  aria-label={coverage}
                  size="2"
                />
                <Text size="2" color="gray">
                  {coverage}
                </Text>
              </Flex>
            </Card>
          </Flex>
        </Grid>
        <Card size="2">
          <Flex direction="column" gap="2">
            <Heading as="h3" size="3">
              {intl.formatMessage(messages.domainsTitle)}
            </Heading>
            <Text size="2" color="gray">
              {intl.formatMessage(messages.domainsWindow, { count: recentAnswersPerDomain })}
            </Text>
            <DomainTable domains={test.domains} />
          </Flex>
        </Card>
      </Flex>
    </section>
  );
}
