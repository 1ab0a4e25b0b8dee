import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './ErrorCard.messages';

export interface ErrorCardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Headline; "Something went wrong" when omitted. */
  title?: string;
  /** What failed, in words the learner understands (usually the server's or the screen's message). */
  message: string;
  /** Shows a Try Again button; omit when there is nothing to retry. */
  onRetry?: () => void;
  /** Label of the retry button; "Try Again" when omitted. */
  retryLabel?: string;
}

/** A failure the learner can act on: what went wrong and a way to try again. */
export function ErrorCard({ title, message, onRetry, retryLabel, ...rest }: ErrorCardProps) {
  const intl = useIntl();
  return (
    <Card size="3" role="alert" {...rest}>
      <Flex direction="column" align="center" gap="3" py="4" style={{ textAlign: 'center' }}>
        <Text color="red" aria-hidden>
          <ExclamationTriangleIcon width={32} height={32} />
        </Text>
        <Heading as="h2" size="5">
          {title ?? intl.formatMessage(messages.title)}
        </Heading>
        <Text color="gray" size="3">
          {message}
        </Text>
        {onRetry && (
          <Button size="3" onClick={onRetry}>
            {retryLabel ?? intl.formatMessage(messages.retry)}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
