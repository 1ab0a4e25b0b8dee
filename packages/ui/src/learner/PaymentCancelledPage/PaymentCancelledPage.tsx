import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { ResultCard } from '../_internal/ResultCard';
import type { LearnerUrls } from '../_internal/urls';
import { messages } from './PaymentCancelledPage.messages';

export interface PaymentCancelledPageProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Where Try Again (the plan) and Continue with free lead. */
  urls: Pick<LearnerUrls, 'dashboard' | 'subscription'>;
}

/** The /cancel page: nothing was charged; try again or stay on the free plan. */
export function PaymentCancelledPage({ urls, ...props }: PaymentCancelledPageProps) {
  const intl = useIntl();
  return (
    <ResultCard
      tone="amber"
      icon={<ExclamationTriangleIcon width={32} height={32} />}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.text)}
      actions={
        <>
          <Button size="3" asChild>
            <RouterLink href={urls.subscription}>{intl.formatMessage(messages.tryAgain)}</RouterLink>
          </Button>
          <Button size="3" variant="soft" asChild>
            <RouterLink href={urls.dashboard}>{intl.formatMessage(messages.continueFree)}</RouterLink>
          </Button>
        </>
      }
      {...props}
    />
  );
}
