import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { Badge, Button, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { formatDateTime, formatPercent } from '../_internal/format';
import { timeUsedParts } from '../rules';
import type { AttemptSummary } from '../types';
import { messages } from './HistoryCard.messages';

/** One attempt: the server's pass/fail as a badge (colour and label), score, time used, date, results link. */
export function AttemptRow({ attempt, href }: { attempt: AttemptSummary; href: string }) {
  const intl = useIntl();
  const { passed } = attempt;
  const date = formatDateTime(intl, attempt.endTime);
  return (
    <Flex asChild direction="column" gap="2" py="3">
      <li style={{ borderTop: '1px solid var(--gray-a5)' }}>
        <Flex justify="between" align="center" gap="3">
          <Badge color={passed ? 'green' : 'red'} size="2">
            {passed ? <CheckCircledIcon aria-hidden /> : <CrossCircledIcon aria-hidden />}
            {intl.formatMessage(passed ? messages.passed : messages.failed)}
          </Badge>
          {attempt.mode === 'practice' && (
            <Badge color="blue" size="2" mr="auto">
              {intl.formatMessage(messages.practice)}
            </Badge>
          )}
          <Text size="5" weight="bold">
            <VisuallyHidden>{intl.formatMessage(messages.score)} </VisuallyHidden>
            {formatPercent(intl, attempt.score)}
          </Text>
        </Flex>
        <Flex justify="between" align="end" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Text size="2" color="gray">
              <time dateTime={attempt.endTime}>{date}</time>
            </Text>
            <Text size="2" color="gray">
              {intl.formatMessage(messages.timeUsedLabel)}{' '}
              <Text weight="medium" highContrast>
                {intl.formatMessage(messages.timeUsed, timeUsedParts(attempt.timeUsed))}
              </Text>
            </Text>
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
