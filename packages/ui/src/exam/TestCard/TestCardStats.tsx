import { BarChartIcon, ClockIcon, CounterClockwiseClockIcon, ReaderIcon } from '@radix-ui/react-icons';
import { Flex, Grid, Progress, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatPercent } from '../_internal/format';
import { minutesLeft } from '../rules';
import type { ExamTest } from '../types';
import { messages } from './TestCard.messages';

function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex as="div" align="center" gap="2">
      <Text color="gray" aria-hidden style={{ display: 'flex' }}>
        {icon}
      </Text>
      <Text size="2">{children}</Text>
    </Flex>
  );
}

/** Questions, minutes, attempts, best score and, for an abandoned attempt, the time it has left. */
export function TestCardStats({ test, layout }: { test: ExamTest; layout: 'grid' | 'list' }) {
  const intl = useIntl();
  // An open practice attempt is untimed: its window is no time limit worth showing.
  const practice = test.lastMode === 'practice';
  const remaining =
    test.hasAbandonedTest && test.remainingTime !== null && !practice ? test.remainingTime : null;
  return (
    <Flex direction="column" gap="3">
      <Grid columns={layout === 'grid' ? '2' : { initial: '2', sm: '4' }} gapX="4" gapY="2">
        <Stat icon={<ReaderIcon />}>
          {intl.formatMessage(messages.questions, { count: test.totalQuestions })}
        </Stat>
        <Stat icon={<ClockIcon />}>
          {intl.formatMessage(messages.minutes, { minutes: Math.round(test.timeLimit / 60) })}
        </Stat>
        <Stat icon={<CounterClockwiseClockIcon />}>
          {intl.formatMessage(messages.attempts, { count: test.userAttempts })}
        </Stat>
        <Stat icon={<BarChartIcon />}>
          {test.bestScore === null
            ? intl.formatMessage(messages.noBestScore)
            : intl.formatMessage(messages.bestScore, { score: formatPercent(intl, test.bestScore) })}
        </Stat>
      </Grid>
      {/* The newest attempt still open is no "last attempt" beside a count of submitted ones (issue 28). */}
      {test.lastMode && (
        <Text size="2" color="gray">
          {intl.formatMessage(test.hasAbandonedTest ? messages.openMode : messages.lastMode, {
            mode: test.lastMode,
          })}
        </Text>
      )}
      {remaining !== null && (
        <Flex direction="column" gap="1">
          <Text size="2" color="amber" weight="medium">
            {intl.formatMessage(messages.remaining, { minutes: minutesLeft(remaining) })}
          </Text>
          <Progress
            value={Math.min(100, (100 * remaining) / Math.max(1, test.timeLimit))}
            color="amber"
            aria-label={intl.formatMessage(messages.remainingLabel)}
          />
        </Flex>
      )}
    </Flex>
  );
}
