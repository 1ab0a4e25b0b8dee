import { CheckIcon, Cross2Icon } from '@radix-ui/react-icons';
import { Button, Spinner } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { ResultCard } from '../_internal/ResultCard';
import type { LearnerUrls } from '../_internal/urls';
import { messages } from './PaymentResultPage.messages';

export interface PaymentResultPageProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** verifying while the payment is checked, then success or failure. */
  variant: 'verifying' | 'success' | 'failure';
  /** Details of a failure (e.g. the server's message); a generic text when omitted. */
  message?: string;
  /** Where Go to Dashboard and Back to subscription lead. */
  urls: Pick<LearnerUrls, 'dashboard' | 'subscription'>;
}

/** The /success page: verification in progress, then the outcome with ways on. */
export function PaymentResultPage({ variant, message, urls, ...rest }: PaymentResultPageProps) {
  const intl = useIntl();
  const dashboard = (
    <Button size="3" asChild>
      <RouterLink href={urls.dashboard}>{intl.formatMessage(messages.dashboard)}</RouterLink>
    </Button>
  );
  if (variant === 'verifying') {
    return (
      <ResultCard
        role="status"
        aria-live="polite"
        tone="indigo"
        icon={<Spinner size="3" />}
        title={intl.formatMessage(messages.verifyingTitle)}
        description={intl.formatMessage(messages.verifyingText)}
        {...rest}
      />
    );
  }
  if (variant === 'success') {
    return (
      <ResultCard
        tone="green"
        icon={<CheckIcon width={32} height={32} />}
        title={intl.formatMessage(messages.successTitle)}
        description={intl.formatMessage(messages.successText)}
        actions={dashboard}
        {...rest}
      />
    );
  }
  return (
    <ResultCard
      role="alert"
      tone="red"
      icon={<Cross2Icon width={32} height={32} />}
      title={intl.formatMessage(messages.failureTitle)}
      description={message ?? intl.formatMessage(messages.failureText)}
      actions={
        <>
          <Button size="3" asChild>
            <RouterLink href={urls.subscription}>
              {intl.formatMessage(messages.backToSubscription)}
            </RouterLink>
          </Button>
          <Button size="3" variant="soft" asChild>
            <RouterLink href={urls.dashboard}>{intl.formatMessage(messages.dashboard)}</RouterLink>
          </Button>
        </>
      }
      {...rest}
    />
  );
}
