import {
  CheckCircledIcon,
  CheckIcon,
  ClockIcon,
  Cross2Icon,
  CrossCircledIcon,
  ReaderIcon,
  ReloadIcon,
} from '@radix-ui/react-icons';
import { Badge, Button, Card, Flex, Grid, Heading, Separator, Spinner, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { formatDateTime, formatPercent } from '../_internal/format';
import { formatClock } from '../rules';
import type { ExamResult } from '../types';
import { DomainBreakdown } from './DomainBreakdown';
import { ResultStat as Stat } from './ResultStat';
import { messages } from './ResultSummary.messages';

export interface ResultSummaryProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The attempt's outcome; `questions` feed the score by domain. */
  result: Omit<ExamResult, 'historyId' | 'testId'>;
  /** Open the detailed review. */
  onViewAnswers: () => void;
  /** Start a fresh attempt; the button is hidden without it (the results page has none). */
  onRetake?: () => void;
  /** A retake is starting. */
  isRetaking?: boolean;
  /** Where Back to Dashboard leads (the app's dashboard path). */
  dashboardHref: string;
}

/** The outcome of an attempt: pass or fail by the one pass rule, score, counts, time and domains. */
export function ResultSummary({
  result,
  onViewAnswers,
  onRetake,
  isRetaking = false,
  dashboardHref,
  ...rest
}: ResultSummaryProps) {
  const intl = useIntl();
  const { passed } = result;
  const color = passed ? 'green' : 'red';
  const incorrect = Math.max(0, result.totalQuestions - result.correctAnswersCount);
  return (
    <Card size={{ initial: '3', sm: '4' }} {...rest}>
      <Flex direction="column" gap="5">
        <Flex direction="column" align="center" gap="3" style={{ textAlign: 'center' }}>
          <Text color={color} aria-hidden style={{ display: 'flex' }}>
            {passed ? (
              <CheckCircledIcon width={48} height={48} />
            ) : (
              <CrossCircledIcon width={48} height={48} />
            )}
          </Text>
          {result.mode === 'practice' && (
            <Badge size="2" color="blue">
              {intl.formatMessage(messages.practiceNote)}
            </Badge>
          )}
          <Heading as="h1" size={{ initial: '6', sm: '7' }}>
            {intl.formatMessage(passed ? messages.passedHeadline : messages.failedHeadline)}
          </Heading>
          <Text size="2" color="gray">
            {intl.formatMessage(messages.completedOn, {
              title: result.testTitle,
              date: formatDateTime(intl, result.endTime),
            })}
          </Text>
          <Flex direction="column" align="center" gap="1" mt="2">
            <Text size="2" color="gray">
              {intl.formatMessage(messages.scoreLabel)}
            </Text>
            <Text size="9" weight="bold" color={color} style={{ lineHeight: 1 }}>
              {formatPercent(intl, result.score)}
            </Text>
            <Text size="3">
              {intl.formatMessage(messages.correctOfTotal, {
                correct: result.correctAnswersCount,
                total: result.totalQuestions,
              })}
            </Text>
          </Flex>
          <Badge size="3" color={color} variant="soft">
            {intl.formatMessage(passed ? messages.passedBadge : messages.failedBadge)}
            {' · '}
            {intl.formatMessage(messages.required, { score: formatPercent(intl, result.passingScore) })}
          </Badge>
        </Flex>
        <Grid columns={{ initial: '1', xs: result.timeUsed > 0 ? '3' : '2' }} gap="3">
          <Stat
            icon={<CheckIcon />}
            label={intl.formatMessage(messages.correctLabel)}
            value={intl.formatNumber(result.correctAnswersCount)}
          />
          <Stat
            icon={<Cross2Icon />}
            label={intl.formatMessage(messages.incorrectLabel)}
            value={intl.formatNumber(incorrect)}
          />
          {result.timeUsed > 0 && (
            <Stat
              icon={<ClockIcon />}
              label={intl.formatMessage(messages.timeUsedLabel)}
              value={formatClock(result.timeUsed)}
              extra={
                result.mode === 'practice'
                  ? undefined
                  : intl.formatMessage(messages.timeOfLimit, { limit: formatClock(result.timeLimit) })
              }
            />
          )}
        </Grid>
        <DomainBreakdown questions={result.questions} passingScore={result.passingScore} />
        <Separator size="4" />
        <Flex gap="3" wrap="wrap" justify="center" direction={{ initial: 'column', sm: 'row' }}>
          <Button size="3" onClick={onViewAnswers}>
            <ReaderIcon aria-hidden />
            {intl.formatMessage(messages.viewAnswers)}
          </Button>
          {onRetake && (
            <Button size="3" variant="soft" onClick={onRetake} disabled={isRetaking} aria-busy={isRetaking}>
              <Spinner loading={isRetaking}>
                <ReloadIcon aria-hidden />
              </Spinner>
              {intl.formatMessage(messages.retake)}
            </Button>
          )}
          <Button asChild size="3" variant="soft" color="gray">
            <RouterLink href={dashboardHref}>{intl.formatMessage(messages.dashboard)}</RouterLink>
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
