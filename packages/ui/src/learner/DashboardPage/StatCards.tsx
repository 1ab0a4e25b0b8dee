import { CheckCircledIcon, ClockIcon, LapTimerIcon, TargetIcon } from '@radix-ui/react-icons';
import { Card, Flex, Grid, Progress, Skeleton, Text, VisuallyHidden } from '@radix-ui/themes';
import type { ComponentType, ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { messages } from './DashboardPage.messages';
import type { DashboardStats } from './types';

/** Seconds spent as hours with one decimal, in the learner's locale ("24.5 hr", "24,5 h"). */
export function formatHours(intl: IntlShape, seconds: number): string {
  return intl.formatNumber(seconds / 3600, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
}

interface StatCardProps {
  icon: ComponentType<{ width?: number; height?: number }>;
  color: 'green' | 'amber' | 'blue' | 'indigo';
  label: string;
  value: string;
  loading: boolean;
  /** Shown under the value (e.g. the score bar). */
  footer?: ReactNode;
}

function StatCard({ icon: Icon, color, label, value, loading, footer }: StatCardProps) {
  return (
    <Card size="3">
      <Flex gap="4" align="center">
        <Flex
          align="center"
          justify="center"
          flexShrink="0"
          width="44px"
          height="44px"
          style={{ borderRadius: '50%', background: `var(--${color}-a3)`, color: `var(--${color}-11)` }}
          aria-hidden
        >
          <Icon width={20} height={20} />
        </Flex>
        <Flex direction="column" gap="1" minWidth="0" flexGrow="1">
          <Text as="p" size="2" color="gray">
            {label}
          </Text>
          <Skeleton loading={loading}>
            <Text as="p" size="7" weight="bold">
              {value}
            </Text>
          </Skeleton>
          {footer && (
            // One text line high, bar or text: the card keeps its height whichever the figures bring.
            <Grid align="center" minHeight="var(--line-height-1)">
              <Skeleton loading={loading}>{footer}</Skeleton>
            </Grid>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

const placeholder: DashboardStats = {
  testsCompleted: 0,
  testsInProgress: 0,
  timeSpentSeconds: 0,
  averageScore: 0,
};

/** The four figures: completed, in progress, time passed and average score (with a bar). */
export function StatCards({ stats, loading }: { stats?: DashboardStats; loading: boolean }) {
  const intl = useIntl();
  const s = stats ?? placeholder;
  const score = s.averageScore;
  return (
    <Grid columns={{ initial: '1', xs: '2', lg: '4' }} gap="4" aria-busy={loading || undefined}>
      {loading && <VisuallyHidden role="status">{intl.formatMessage(messages.loadingStats)}</VisuallyHidden>}
      <StatCard
        icon={CheckCircledIcon}
        color="green"
        label={intl.formatMessage(messages.testsCompleted)}
        value={intl.formatNumber(s.testsCompleted)}
        loading={loading}
      />
      <StatCard
        icon={LapTimerIcon}
        color="amber"
        label={intl.formatMessage(messages.testsInProgress)}
        value={intl.formatNumber(s.testsInProgress)}
        loading={loading}
      />
      <StatCard
        icon={ClockIcon}
        color="blue"
        label={intl.formatMessage(messages.timePassed)}
        value={formatHours(intl, s.timeSpentSeconds)}
        loading={loading}
      />
      <StatCard
        icon={TargetIcon}
        color="indigo"
        label={intl.formatMessage(messages.averageScore)}
        value={
          score === null
            ? '—'
            : intl.formatNumber(score / 100, { style: 'percent', maximumFractionDigits: 0 })
        }
        loading={loading}
        footer={
          score === null ? (
            <Text size="1" color="gray">
              {intl.formatMessage(messages.noScore)}
            </Text>
          ) : (
            <Progress value={score} max={100} aria-label={intl.formatMessage(messages.averageScore)} />
          )
        }
      />
    </Grid>
  );
}
