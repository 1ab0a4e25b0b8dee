import { Flex, Spinner, Text, VisuallyHidden } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './LoadingSpinner.messages';

export interface LoadingSpinnerProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** What is loading, read to screen readers and shown under the spinner; "Loading…" when omitted. */
  label?: string;
  /** Show the label under the spinner, not only to screen readers. */
  showLabel?: boolean;
  /** `page` centres the spinner in the viewport height (route and session loading). */
  variant?: 'inline' | 'page';
}

/** A busy indicator announced politely to screen readers. */
export function LoadingSpinner({
  label,
  showLabel = false,
  variant = 'inline',
  ...rest
}: LoadingSpinnerProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(messages.loading);
  return (
    <Flex
      role="status"
      aria-live="polite"
      direction="column"
      align="center"
      justify="center"
      gap="3"
      py={variant === 'page' ? '9' : '4'}
      style={variant === 'page' ? { minHeight: '60vh' } : undefined}
      {...rest}
    >
      <Spinner size="3" aria-hidden />
      {showLabel ? (
        <Text size="2" color="gray">
          {text}
        </Text>
      ) : (
        <VisuallyHidden>{text}</VisuallyHidden>
      )}
    </Flex>
  );
}
