import { LightningBoltIcon } from '@radix-ui/react-icons';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './ProgressPage.messages';
import type { StudyStreak } from './types';

export interface StreakCardProps extends ComponentPropsWithoutRef<'div'> {
  streak: StudyStreak;
  headingAs?: 'h2' | 'h3';
}

/** The current and longest study streaks, with what keeps the streak going. */
export function StreakCard({ streak, headingAs = 'h2', ...rest }: StreakCardProps) {
  const intl = useIntl();
  const hint =
    streak.currentDays === 0 && streak.longestDays === 0
      ? messages.streakNone
      : streak.studiedToday
        ? messages.streakToday
        : messages.streakKeep;
  return (
    <Card size="2" {...rest}>
      <Flex gap="4" align="start">
        <Flex
          align="center"
          justify="center"
          flexShrink="0"
          width="40px"
          height="40px"
          style={{ borderRadius: '50%', background: 'var(--amber-a3)', color: 'var(--amber-11)' }}
          aria-hidden
        >
          <LightningBoltIcon width={20} height={20} />
        </Flex>
        <Flex direction="column" gap="1">
          <Heading as={headingAs} size="3">
            {intl.formatMessage(messages.streakTitle)}
          </Heading>
          <Text size="6" weight="bold">
            {intl.formatMessage(messages.streakDays, { count: streak.currentDays })}
          </Text>
          <Text size="2" color="gray">
            {intl.formatMessage(messages.streakLongest, { count: streak.longestDays })} ·{' '}
            {intl.formatMessage(hint)}
          </Text>
          <Text size="1" color="gray">
            {intl.formatMessage(messages.streakUtc)}
          </Text>
        </Flex>
      </Flex>
    </Card>
  );
}
