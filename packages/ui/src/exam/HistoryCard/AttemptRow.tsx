import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { Badge, Button, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { formatDateTime, formatPercent } from '../_internal/format';
import { timeUsedParts } from '../rules';
import type { AttemptSummary } from '../types';
import { messages } from './HistoryCard.messages';

/**
 * One attempt: the server's pass/fail as a badge (colour and label), score, time used, date, results link.
 * A practice drill has no verdict and no wall-clock time (issue 28): it says how many answers were correct,
 * under a neutral Practice badge. The history carries no active time, so none is shown here.
 */
export function AttemptRow({ attempt, href }: { attempt: AttemptSummary; href: string }) {
  const intl = useIntl();
  const { passed } = attempt;
  const practice = attempt.mode === 'practice';
  const date = formatDateTime(intl, attempt.endTime);
  return (
    <Flex asChild direction="column" gap="2" py="3">
      <li style={{ borderTop: '1px solid var(--gray-a5)' }}>
        <Flex justify="between" align="center" gap="3">
          {practice ? (
            <Badge color="blue" size="2">
              {intl.formatMessage(messages.practice)}
            </Badge>
          ) : (
            <Badge color={passed ? 'green' : 'red'} size="2">
              {passed ? <CheckCircledIcon aria-hidden /> : <CrossCircledIcon aria-hidden />}
              {intl.formatMessage(passed ? messages.passed : messages.failed)}
            </Badge>
          )}
          <Text size="5" weight="bold">
            <VisuallyHidden>
              {intl.formatMessage(practice ? messages.accuracy : messages.score)}{' '}
            </VisuallyHidden>
            {formatPercent(intl, attempt.score)}
          </Text>
        </Flex>
        <Flex justify="between" align="end" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Text size="2" color="gray">
              <time dateTime={attempt.endTime}>{date}</time>
            </Text>
            {practice ? (
              <Text size="2" color="gray">
                {intl.formatMessage(messages.practiceCorrect, {
                  correct: attempt.correctAnswersCount,
                  total: attempt.totalQuestions,
                })}
              </Text>
            ) : (
              <Text size="2" color="gray">
                {intl.formatMessage(messages.timeUsedLabel)}{' '}
                <Text weight="medium" highContrast>
                  {intl.formatMessage(messages.timeUsed, timeUsedParts(attempt.timeUsed))}
                </Text>
              </Text>
            )}
          </Flex>
          <Button asChild size="2" variant="soft">
            <RouterLink href={href} aria-label={intl.formatMessage(messages.viewResultsLabel, { date })}>
              {intl.formatMessage(messages.viewResults)}
            </RouterLink>
          </Button>
        </Flex>
      </li>
    </Flex>
  );
}
