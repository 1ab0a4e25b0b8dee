import { Button, Card, Flex, Grid, Heading } from '@radix-ui/themes';
import { useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorCard } from '../../shared/ErrorCard';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import { PageTitle } from '../_internal/PageTitle';
import { PlanCard } from './PlanCard';
import { StatusCard } from './StatusCard';
import { isSubscriptionActive, type SubscriptionStatus } from './subscription';
import { messages } from './SubscriptionPage.messages';

export interface SubscriptionPageProps extends ComponentPropsWithoutRef<'div'> {
  /** State of the subscription-status request. */
  status: 'loading' | 'error' | 'success';
  /** The status from the server, when loaded. */
  subscription?: SubscriptionStatus;
  /** Why loading failed; "Failed to load subscription status" when omitted. */
  errorMessage?: string;
  /** Retry after a load error. */
  onRetry: () => void;
  /** The payment provider's area (e.g. its buttons), shown when Subscribe Now is pressed. */
  paymentSlot?: ReactNode;
  /** Called when the payment area opens or closes (e.g. to create the payment order on open). */
  onPaymentOpenChange?: (open: boolean) => void;
  /** Start with the payment area open. */
  defaultPaymentOpen?: boolean;
  /** Premium's monthly price (29.99 by default). */
  premiumPrice?: number;
  /** Currency of the prices (USD by default). */
  currency?: string;
  /** The current time, for the expiry check; now by default. */
  now?: Date;
}

/** Subscription status (Active/Inactive, dates, Expired mark), the Free and Premium plans and the payment area. */
export function SubscriptionPage({
  status,
  subscription,
  errorMessage,
  onRetry,
  paymentSlot,
  onPaymentOpenChange,
  defaultPaymentOpen = false,
  premiumPrice = 29.99,
  currency = 'USD',
  now = new Date(),
  ...rest
}: SubscriptionPageProps) {
  const intl = useIntl();
  const paymentId = useId();
  const [paymentOpen, setPaymentOpen] = useState(defaultPaymentOpen);
  const active = subscription ? isSubscriptionActive(subscription, now) : false;
  const togglePayment = (open: boolean) => {
    setPaymentOpen(open);
    onPaymentOpenChange?.(open);
  };
  const t = intl.formatMessage;

  return (
    <Flex direction="column" gap="6" {...rest}>
      <PageTitle title={t(messages.title)} subtitle={t(messages.subtitle)} />
      {status === 'loading' && <LoadingSpinner showLabel label={t(messages.loading)} />}
      {status === 'error' && (
        <ErrorCard
          message={errorMessage ?? t(messages.loadError)}
          onRetry={onRetry}
          retryLabel={t(messages.retry)}
        />
      )}
      {status === 'success' && subscription && <StatusCard status={subscription} now={now} />}
      <section aria-labelledby={`${paymentId}-plans`}>
        <Heading as="h2" size="4" mb="3" id={`${paymentId}-plans`}>
          {t(messages.plansTitle)}
        </Heading>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <PlanCard
            name={t(messages.free)}
            price={0}
            currency={currency}
            features={[t(messages.freeArticles), t(messages.freeTests)]}
            isCurrent={status === 'success' && !active}
          />
          <PlanCard
            name={t(messages.premium)}
            price={premiumPrice}
            currency={currency}
            highlighted
            features={[t(messages.premiumAll), t(messages.premiumOneMonth), t(messages.premiumFree)]}
            isCurrent={active}
            action={
              !active && (
                <Button
                  size="3"
                  aria-expanded={paymentOpen}
                  aria-controls={paymentId}
                  onClick={() => togglePayment(!paymentOpen)}
                >
                  {t(messages.subscribe)}
                </Button>
              )
            }
          />
        </Grid>
      </section>
      {paymentOpen && !active && (
        <Card size="3" id={paymentId}>
          <Flex direction="column" gap="4">
            <Heading as="h2" size="4">
              {t(messages.paymentTitle)}
            </Heading>
            {paymentSlot}
            <Flex justify="end">
              <Button variant="soft" color="gray" onClick={() => togglePayment(false)}>
                {t(messages.cancel)}
              </Button>
            </Flex>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
