import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../_internal/AppLink';
import { messages } from './ReadinessCard.messages';
import type { ProgressUrls, Readiness } from './types';
import { useDomainLabel } from '../../shared/DomainLabel';

export interface ReadinessCardProps extends ComponentPropsWithoutRef<'div'> {
  testId: number;
  /** The test's title, shown when `showTitle` is set (the dashboard card lists several tests). */
  title: string;
  readiness: Readiness;
  /** Where each weak domain's practice link leads. */
  urls: Pick<ProgressUrls, 'practiseDomain'>;
  /** Heading level of the card's title. */
  headingAs?: 'h2' | 'h3';
  showTitle?: boolean;
}

/** The range bar: 0–100 with the estimate's range as a band and the passing score as a tick. Text says it all. */
function RangeBar({ low, high, passing }: { low: number; high: number; passing: number }) {
  return (
    <svg viewBox="0 0 100 12" width="100%" height="14" preserveAspectRatio="none" aria-hidden>
      <rect x={0} y={4} width={100} height={4} rx={2} fill="var(--gray-a4)" />
      <rect x={low} y={2} width={Math.max(1, high - low)} height={8} rx={2} fill="var(--accent-9)" />
      <rect x={passing - 0.4} y={0} width={0.8} height={12} fill="var(--gray-12)" />
    </svg>
  );
}

/** Readiness for one test: the estimated score range and what it rests on, or not enough data; weakest domains. */
export function ReadinessCard({
  testId,
  title,
  readiness,
  urls,
  headingAs = 'h3',
  showTitle = false,
  ...rest
}: ReadinessCardProps) {
  const intl = useIntl();
  const domainLabel = useDomainLabel();
  const { low, high } = readiness;
  const estimated = readiness.status === 'estimated' && low !== null && high !== null;
  return (
    <Card size="2" {...rest}>
      <Flex direction="column" gap="3">
        <Heading as={headingAs} size="3">
          {showTitle
            ? `${intl.formatMessage(messages.title)} · ${title}`
            : intl.formatMessage(messages.title)}
        </Heading>
        {estimated ? (
          <Flex direction="column" gap="1">
            <Text size="7" weight="bold" aria-hidden>
              {intl.formatMessage(messages.range, { low, high })}
            </Text>
            <Text size="2">
              {intl.formatMessage(messages.rangeLabel, { low, high, passing: readiness.passingScore })}
            </Text>
            <RangeBar low={low} high={high} passing={readiness.passingScore} />
            <Text size="2" color="gray">
              {intl.formatMessage(messages.basis, { count: readiness.answersUsed })}
            </Text>
          </Flex>
        ) : (
          <Flex direction="column" gap="1">
            <Badge color="gray" size="2" style={{ alignSelf: 'start' }}>
              {intl.formatMessage(messages.notEnoughTitle)}
            </Badge>
            <Text size="2" color="gray">
              {intl.formatMessage(messages.notEnoughText, {
                count: readiness.answersUsed,
                minimum: readiness.minimumAnswers,
              })}
            </Text>
          </Flex>
        )}
        {readiness.weakestDomains.length > 0 && (
          <Flex direction="column" gap="2">
            <Text as="p" size="2" weight="medium">
              {intl.formatMessage(messages.weakestTitle)}
            </Text>
            <Flex asChild direction="column" gap="2">
              <ol style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}>
                {readiness.weakestDomains.map((d) => (
                  <li key={d.key}>
                    <Flex justify="between" gap="2" wrap="wrap" align="baseline">
                      <Text size="2">
                        <Text weight="medium">{domainLabel(d.domain)}</Text>{' '}
                        <Text color="gray">
                          {intl.formatMessage(messages.weakestItem, {
                            accuracy: d.accuracy ?? 0,
                            correct: d.correct,
                            answered: d.answered,
                          })}
                        </Text>
                      </Text>
                      <AppLink size="2" href={urls.practiseDomain(testId, d.key)}>
                        {intl.formatMessage(messages.practise, { domain: domainLabel(d.domain) })}
                      </AppLink>
                    </Flex>
                  </li>
                ))}
              </ol>
            </Flex>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
