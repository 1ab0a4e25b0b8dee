import { BarChartIcon } from '@radix-ui/react-icons';
import { Card, Flex, Heading, Skeleton, Text, VisuallyHidden } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../_internal/AppLink';
import { ErrorCard } from '../../shared/ErrorCard';
import type { Progress, ProgressUrls, TestProgress } from '../ProgressPage/types';
import { messages } from './ProgressCard.messages';

export interface ProgressCardProps extends ComponentPropsWithoutRef<'div'> {
  /** State of the progress request. */
  status: 'loading' | 'error' | 'success';
  progress?: Progress;
  /** Try Again after a load error. */
  onRetry?: () => void;
  /** The progress page. */
  urls: Pick<ProgressUrls, 'progress'>;
}

function TestLine({ test }: { test: TestProgress }) {
  const intl = useIntl();
  const r = test.readiness;
  const parts = [
    r.status === 'estimated' && r.low !== null && r.high !== null
      ? intl.formatMessage(messages.estimate, { low: r.low, high: r.high, count: r.answersUsed })
      : intl.formatMessage(messages.notEnough, { count: r.answersUsed, minimum: r.minimumAnswers }),
  ];
  const last = test.scores.at(-1);
  if (last) parts.unshift(intl.formatMessage(messages.lastScore, { score: last.score }));
  return (
    <li>
      <Text size="2">
        <Text weight="medium">{test.title}</Text>
        <Text color="gray">: {parts.join(' · ')}</Text>
      </Text>
    </li>
  );
}

/** The dashboard's summary of the progress page: streak and, per attempted test, the latest score and readiness. */
export function ProgressCard({ status, progress, onRetry, urls, ...rest }: ProgressCardProps) {
  const intl = useIntl();
  const attempted = progress?.tests.filter((t) => t.scores.length > 0) ?? [];
  return (
    <Card size="3" {...rest}>
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex align="center" gap="2">
            <BarChartIcon aria-hidden />
            <Heading as="h2" size="4">
              {intl.formatMessage(messages.title)}
            </Heading>
          </Flex>
          <AppLink href={urls.progress} size="2">
            {intl.formatMessage(messages.seeAll)}
          </AppLink>
        </Flex>
        {status === 'error' ? (
          <ErrorCard message={intl.formatMessage(messages.loadError)} onRetry={onRetry} />
        ) : status === 'loading' || !progress ? (
          <>
            <VisuallyHidden role="status">{intl.formatMessage(messages.loading)}</VisuallyHidden>
            {/* A new learner's two lines: the card keeps its height when they arrive (one more per test taken). */}
            <Skeleton>
              <Text as="p" size="2">
                {intl.formatMessage(messages.streak, { count: 0 })}
              </Text>
            </Skeleton>
            <Skeleton>
              <Text as="p" size="2">
                {intl.formatMessage(messages.none)}
              </Text>
            </Skeleton>
          </>
        ) : (
          <>
            <Text as="p" size="2">
              {intl.formatMessage(messages.streak, { count: progress.streak.currentDays })}
            </Text>
            {attempted.length === 0 ? (
              <Text as="p" size="2" color="gray">
                {intl.formatMessage(messages.none)}
              </Text>
            ) : (
              <Flex asChild direction="column" gap="1">
                <ul style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}>
                  {attempted.map((t) => (
                    <TestLine key={t.testId} test={t} />
                  ))}
                </ul>
              </Flex>
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}
