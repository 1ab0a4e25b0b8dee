import { CounterClockwiseClockIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Callout, Card, Flex, Heading, Skeleton, Text, VisuallyHidden } from '@radix-ui/themes';
import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import type { AttemptSummary } from '../types';
import { AttemptRow } from './AttemptRow';
import { messages } from './HistoryCard.messages';
import { HistoryDialog } from './HistoryDialog';

/** The card shows this many attempts; the rest are in View History (n). */
export const HISTORY_PREVIEW = 3;

export interface HistoryCardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Every submitted attempt of the test, in any order (the card sorts newest first). */
  attempts: AttemptSummary[];
  /** Loading shows placeholders; error shows `errorMessage`. */
  status?: 'idle' | 'loading' | 'error' | 'success';
  /** The failure shown at the error status; "Failed to fetch test history" when omitted. */
  errorMessage?: string;
  /** The results page of an attempt (the app's path for it). */
  resultHref: (historyId: number) => string;
}

/** The latest attempts of a test beside its intro, with the full history in a dialog. */
export function HistoryCard({
  attempts,
  status = 'success',
  errorMessage,
  resultHref,
  ...rest
}: HistoryCardProps) {
  const intl = useIntl();
  const sorted = useMemo(
    () => [...attempts].sort((a, b) => Date.parse(b.endTime) - Date.parse(a.endTime)),
    [attempts],
  );
  const loading = status === 'idle' || status === 'loading';

  const body = () => {
    if (loading) {
      return (
        <Flex direction="column" gap="3" aria-busy="true">
          <VisuallyHidden role="status">{intl.formatMessage(messages.loading)}</VisuallyHidden>
          {Array.from({ length: HISTORY_PREVIEW }, (_, i) => (
            <Skeleton key={i} height="72px" />
          ))}
        </Flex>
      );
    }
    if (status === 'error') {
      return (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{errorMessage || intl.formatMessage(messages.error)}</Callout.Text>
        </Callout.Root>
      );
    }
    if (sorted.length === 0) {
      return (
        <Flex direction="column" align="center" gap="2" py="5" style={{ textAlign: 'center' }}>
          <Text color="gray" aria-hidden>
            <CounterClockwiseClockIcon width={24} height={24} />
          </Text>
          <Text weight="medium">{intl.formatMessage(messages.emptyTitle)}</Text>
          <Text size="2" color="gray">
            {intl.formatMessage(messages.emptyDescription)}
          </Text>
        </Flex>
      );
    }
    return (
      <Flex direction="column" gap="3">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {sorted.slice(0, HISTORY_PREVIEW).map((attempt) => (
            <AttemptRow
              key={attempt.testHistoryId}
              attempt={attempt}
              href={resultHref(attempt.testHistoryId)}
            />
          ))}
        </ul>
        {sorted.length > HISTORY_PREVIEW && <HistoryDialog attempts={sorted} resultHref={resultHref} />}
      </Flex>
    );
  };

  return (
    <Card size="3" {...rest}>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {intl.formatMessage(messages.title)}
        </Heading>
        {body()}
      </Flex>
    </Card>
  );
}
