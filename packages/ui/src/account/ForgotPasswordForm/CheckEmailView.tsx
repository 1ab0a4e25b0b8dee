import { EnvelopeOpenIcon } from '@radix-ui/react-icons';
import { Button, Flex, Strong, Text } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { Card } from '../../components/Card';
import { messages } from './ForgotPasswordForm.messages';

/**
 * The confirmation after a temporary password was requested, naming the address when it is known (`email`
 * empty: "that address"). With `retryUrl`, Try another address is a link there (it works before the app runs).
 */
export function CheckEmailView({
  email,
  loginUrl,
  retryUrl,
  onRetry,
}: {
  email: string;
  loginUrl: string;
  retryUrl?: string;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const headingRef = useRef<HTMLDivElement>(null);
  // The form the learner was in has gone: move focus to the news so it is read out.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card.Root variant="page" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
      <Card.Header
        icon={<EnvelopeOpenIcon width={32} height={32} />}
        title={intl.formatMessage(messages.sentTitle)}
        description={
          email ? (
            <FormattedMessage {...messages.sentText} values={{ email, b: (c) => <Strong>{c}</Strong> }} />
          ) : (
            intl.formatMessage(messages.sentTextAnyAddress)
          )
        }
      />
      <Card.Body>
        <Flex direction="column" gap="3" align="stretch">
          <Button size="3" asChild>
            <RouterLink href={loginUrl}>{intl.formatMessage(messages.backToLogin)}</RouterLink>
          </Button>
          <Flex gap="2" align="center" justify="center" wrap="wrap">
            <Text size="2" color="gray">
              {intl.formatMessage(messages.notReceived)}
            </Text>
            {retryUrl === undefined ? (
              <Button variant="ghost" size="2" onClick={onRetry}>
                {intl.formatMessage(messages.tryAnother)}
              </Button>
            ) : (
              <Button variant="ghost" size="2" asChild>
                <RouterLink href={retryUrl} onClick={onRetry}>
                  {intl.formatMessage(messages.tryAnother)}
                </RouterLink>
              </Button>
            )}
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
