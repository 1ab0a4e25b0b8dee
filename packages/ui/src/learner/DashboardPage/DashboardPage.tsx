import { FileTextIcon, ReaderIcon } from '@radix-ui/react-icons';
import { Flex, Grid, Heading, Skeleton, Text, VisuallyHidden } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { ProgressCard, type ProgressCardProps } from '../ProgressCard';
import { useIntl } from 'react-intl';
import { ErrorCard } from '../../shared/ErrorCard';
import type { LearnerUrls } from '../_internal/urls';
import { messages } from './DashboardPage.messages';
import { LearningList } from './LearningList';
import { ContinueCard } from './ContinueCard';
import { StatCards } from './StatCards';
import type { DashboardArticle, DashboardOpenAttempt, DashboardStats, DashboardTest } from './types';

export interface DashboardPageProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * The learner greeted by first and last name. Undefined while the session loads: the greeting is a
   * placeholder of its size, announced as loading.
   */
  user?: { firstName: string; lastName: string };
  /** The learner has been here before (an attempt started): "Welcome back"; a first visit says "Welcome". */
  returning?: boolean;
  /** Open attempts, each resumed at its question from "Continue where you left off"; no card when empty. */
  openAttempts?: DashboardOpenAttempt[];
  /** State of the statistics request. */
  status: 'loading' | 'error' | 'success';
  /** The learner's figures, when `status` is success. */
  stats?: DashboardStats;
  /** Why the statistics failed to load; a default text when omitted. */
  errorMessage?: string;
  /** Retries the statistics request (Try Again). */
  onRetry?: () => void;
  /** My Articles: static content shipped with the site. */
  articles: DashboardArticle[];
  /** My Tests: the catalogue's tests (from the server); each opens its own page. */
  tests: DashboardTest[];
  /** State of the tests request; success when omitted. */
  testsStatus?: 'loading' | 'error' | 'success';
  /** Retries the tests request (Try Again in My Tests). */
  onRetryTests?: () => void;
  /** The progress and readiness card under the figures; none when omitted. */
  progress?: Omit<ProgressCardProps, 'urls'>;
  /** Where an article, the tests page and the progress page are. */
  urls: Pick<LearnerUrls, 'article' | 'tests' | 'progress'>;
}

/** A name of a common length, for the greeting's placeholder while the session loads (never shown). */
const PLACEHOLDER_NAME = { firstName: 'Camille', lastName: 'Martin' };

/** The learner's home: greeting, figures (with loading and error states), articles and tests. */
export function DashboardPage({
  user,
  returning = false,
  openAttempts = [],
  status,
  stats,
  errorMessage,
  onRetry,
  articles,
  tests,
  testsStatus = 'success',
  onRetryTests,
  progress,
  urls,
  ...rest
}: DashboardPageProps) {
  const intl = useIntl();
  return (
    <Flex direction="column" gap="6" {...rest}>
      <Flex direction="column" gap="1">
        <Heading as="h1" size={{ initial: '6', sm: '7' }}>
          {user ? (
            intl.formatMessage(returning ? messages.welcome : messages.welcomeFirst, {
              firstName: user.firstName,
              lastName: user.lastName,
            })
          ) : (
            <>
              <VisuallyHidden>{intl.formatMessage(messages.loadingWelcome)}</VisuallyHidden>
              {/* An element, not bare text: Radix draws a text-only skeleton in Arial, a font the ui does not ship. */}
              <Skeleton>
                <span>{intl.formatMessage(messages.welcome, PLACEHOLDER_NAME)}</span>
              </Skeleton>
            </>
          )}
        </Heading>
        <Text color="gray">{intl.formatMessage(messages.subtitle)}</Text>
      </Flex>
      {openAttempts.length > 0 && <ContinueCard attempts={openAttempts} />}
      <section aria-label={intl.formatMessage(messages.statsTitle)}>
        {status === 'error' ? (
          <ErrorCard message={errorMessage ?? intl.formatMessage(messages.statsError)} onRetry={onRetry} />
        ) : (
          <StatCards stats={stats} loading={status === 'loading' || !stats} />
        )}
      </section>
      {progress && <ProgressCard {...progress} urls={urls} />}
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <LearningList
          title={intl.formatMessage(messages.myArticles)}
          icon={<FileTextIcon />}
          empty={intl.formatMessage(messages.noArticles)}
          items={articles.map((a) => ({
            key: a.id,
            href: urls.article(a.id),
            title: a.title,
            meta: intl.formatMessage(messages.readingTime, { minutes: a.readingMinutes }),
          }))}
        />
        <LearningList
          title={intl.formatMessage(messages.myTests)}
          icon={<ReaderIcon />}
          empty={intl.formatMessage(messages.noTests)}
          loading={testsStatus === 'loading'}
          error={
            testsStatus === 'error' ? (
              <ErrorCard message={intl.formatMessage(messages.testsError)} onRetry={onRetryTests} />
            ) : undefined
          }
          items={tests.map((t) => ({
            key: t.id,
            href: t.href,
            title: t.title,
            meta: intl.formatMessage(messages.questionCount, { count: t.questionCount }),
          }))}
        />
      </Grid>
    </Flex>
  );
}
