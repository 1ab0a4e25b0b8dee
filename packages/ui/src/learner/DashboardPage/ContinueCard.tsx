import { PlayIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Heading, Text, VisuallyHidden } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { messages } from './DashboardPage.messages';
import type { DashboardOpenAttempt } from './types';

/** "Continue where you left off": each open attempt with its question and time left, and Continue. */
export function ContinueCard({ attempts }: { attempts: DashboardOpenAttempt[] }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={titleId}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={titleId}>
            {intl.formatMessage(messages.continueTitle)}
          </Heading>
          <Flex asChild direction="column" gap="3" m="0" p="0">
            <ul style={{ listStyle: 'none' }}>
              {attempts.map((attempt) => (
                <li key={attempt.id}>
                  <Flex align="center" justify="between" gap="3" wrap="wrap">
                    <Flex direction="column" minWidth="0">
                      <Text size="3" weight="medium">
                        {attempt.title}
                      </Text>
                      <Text size="2" color="gray">
                        {intl.formatMessage(messages.continueAt, {
                          number: attempt.questionNumber,
                          total: attempt.totalQuestions,
                        })}
                        {' · '}
                        {attempt.remainingTime === null
                          ? intl.formatMessage(messages.continueUntimed)
                          : intl.formatMessage(messages.continueTimeLeft, {
                              minutes: Math.ceil(attempt.remainingTime / 60),
                            })}
                      </Text>
                    </Flex>
                    <Button asChild size="3">
                      <RouterLink href={attempt.href}>
                        <PlayIcon aria-hidden />
                        {intl.formatMessage(messages.continueAction)}
                        <VisuallyHidden>{` ${attempt.title}`}</VisuallyHidden>
                      </RouterLink>
                    </Button>
                  </Flex>
                </li>
              ))}
            </ul>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
