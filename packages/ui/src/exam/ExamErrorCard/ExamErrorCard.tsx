import { Button, Flex } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { ErrorCard } from '../../shared/ErrorCard';
import { messages } from './ExamErrorCard.messages';

/** What failed on the test or results page; each has its own translated message. */
export type ExamErrorReason =
  | 'authRequired'
  | 'loadTest'
  | 'startTest'
  | 'resumeTest'
  | 'loadQuestion'
  | 'submitAnswer'
  | 'pauseTest'
  | 'submitTest'
  | 'startOrResume'
  | 'loadResults'
  | 'testNotFound'
  | 'generic';

export interface ExamErrorCardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** What failed; picks the message. */
  reason: ExamErrorReason;
  /** A message from the server to show instead (e.g. when pausing fails with a reason). */
  message?: string;
  /** Try Again: the page clears the error (and retries where it can). Not offered for authRequired. */
  onRetry?: () => void;
  /** Where the login button of authRequired leads (the app's login path). */
  loginHref: string;
  /** Where the "See all tests" button of testNotFound leads (the catalogue). */
  testsHref?: string;
}

/** The test page's error card: the shared ErrorCard with the exam's messages, or a login link. */
export function ExamErrorCard({
  reason,
  message,
  onRetry,
  loginHref,
  testsHref,
  ...rest
}: ExamErrorCardProps) {
  const intl = useIntl();
  const text = message || intl.formatMessage(messages[reason]);
  const link =
    reason === 'authRequired'
      ? { href: loginHref, label: messages.login }
      : reason === 'testNotFound' && testsHref
        ? { href: testsHref, label: messages.allTests }
        : null;
  if (link) {
    return (
      <Flex direction="column" gap="4" {...rest}>
        <ErrorCard message={text} />
        <Flex justify="center">
          <Button asChild size="3">
            <RouterLink href={link.href}>{intl.formatMessage(link.label)}</RouterLink>
          </Button>
        </Flex>
      </Flex>
    );
  }
  return <ErrorCard message={text} onRetry={onRetry} {...rest} />;
}
