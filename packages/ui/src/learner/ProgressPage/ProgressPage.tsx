import { BarChartIcon } from '@radix-ui/react-icons';
import { Button, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { EmptyState } from '../../shared/EmptyState';
import { ErrorCard } from '../../shared/ErrorCard';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import { messages } from './ProgressPage.messages';
import { StreakCard } from './StreakCard';
import { TestProgressSection } from './TestProgressSection';
import type { Progress, ProgressUrls } from './types';

export interface ProgressPageProps extends ComponentPropsWithoutRef<'div'> {
  /** State of the progress request. */
  status: 'loading' | 'error' | 'success';
  /** The learner's progress, when `status` is success. */
  progress?: Progress;
  /** Why loading failed; a default text when omitted. */
  errorMessage?: string;
  /** Try Again after a load error. */
  onRetry: () => void;
  /** The catalogue (empty state) and each weak domain's practice. */
  urls: Pick<ProgressUrls, 'tests' | 'practiseDomain'>;
}

/** The learner's progress: study streak, then per test the score chart, readiness, coverage and domains. */
export function ProgressPage({ status, progress, errorMessage, onRetry, urls, ...rest }: ProgressPageProps) {
  const intl = useIntl();
  return (
    <Flex direction="column" gap="5" {...rest}>
      <Flex direction="column" gap="1">
        <Heading as="h1" size={{ initial: '6', sm: '7' }}>
          {intl.formatMessage(messages.title)}
        </Heading>
        <Text color="gray">{intl.formatMessage(messages.subtitle)}</Text>
      </Flex>
      {status === 'loading' && <LoadingSpinner showLabel label={intl.formatMessage(messages.loading)} />}
      {status === 'error' && (
        <ErrorCard message={errorMessage ?? intl.formatMessage(messages.loadError)} onRetry={onRetry} />
      )}
      {status === 'success' && progress && (
        <>
          <StreakCard streak={progress.streak} />
          {progress.tests.length === 0 ? (
            <EmptyState
              icon={<BarChartIcon width={32} height={32} />}
              title={intl.formatMessage(messages.emptyTitle)}
              description={intl.formatMessage(messages.emptyText)}
              action={
                <Button asChild>
                  <RouterLink href={urls.tests}>{intl.formatMessage(messages.browseTests)}</RouterLink>
                </Button>
              }
            />
          ) : (
            progress.tests.map((test, i) => (
              <Flex key={test.testId} direction="column" gap="5">
                {i > 0 && <Separator size="4" />}
                <TestProgressSection
                  test={test}
                  recentAnswersPerDomain={progress.recentAnswersPerDomain}
                  urls={urls}
                />
              </Flex>
            ))
          )}
        </>
      )}
    </Flex>
  );
}
