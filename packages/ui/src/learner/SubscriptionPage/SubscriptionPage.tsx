import { Button, Card, Flex, Grid, Heading } from '@radix-ui/themes';
import { useCallback, useId, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorCard } from '../../shared/ErrorCard';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import { PageTitle } from '../_internal/PageTitle';
import { ReceiptList } from '../ReceiptList';
import { PlanCard } from './PlanCard';
import { StatusCard } from './StatusCard';
import type { PremiumSubscriptionView, ReceiptView } from './subscription';
import { messages } from './SubscriptionPage.messages';

export interface SubscriptionPageProps extends ComponentPropsWithoutRef<'div'> {
  /** State of the subscription-status request. */
  status: 'loading' | 'error' | 'success';
  /** The subscription from the server, when loaded. */
  subscription?: PremiumSubscriptionView;
  /** Cancel (after the learner confirmed in the dialog: two clicks in all). */
  onCancelSubscription?: () => void;
  onResumeSubscription?: () => void;
  /** A cancel or resume is under way. */
  isChanging?: boolean;
  /** Where a receipt's PDF downloads from. */
  receiptUrl?: (receipt: ReceiptView) => string;
  /** Days of access kept after a failed payment (the server's rule; 7 by default). */
  graceDays?: number;
  /** Demo-only controls (e.g. simulate the next billing cycle), shown under the status. */
  demoSlot?: ReactNode;
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
}

/** Subscription status (Active/Inactive, dates, Expired mark), the Free and Premium plans and the payment area. */
export function SubscriptionPage({
  status,
  subscription,
  onCancelSubscription,
  onResumeSubscription,
  isChanging,
  receiptUrl,
  graceDays = 7,
  demoSlot,
  errorMessage,
  onRetry,
  paymentSlot,
  onPaymentOpenChange,
  defaultPaymentOpen = false,
  premiumPrice = 29.99,
  currency = 'USD',
  ...rest
}: SubscriptionPageProps) {
  const intl = useIntl();
  const paymentId = useId();
  const [paymentOpen, setPaymentOpen] = useState(defaultPaymentOpen);
  // Only a click reveals: a page that opens with the checkout shown (defaultPaymentOpen) keeps its scroll.
  // A running subscription (even cancelled until its end) is the current plan; another cannot be bought.
  const active =
    !!subscription && ['active', 'past_due', 'cancelled', 'suspended'].includes(subscription.status);
  const documents = (subscription?.payments ?? []).flatMap((p) =>
    [p.creditNote, p.receipt].filter((d): d is ReceiptView => d !== null),
  );
  // Subscribe now opened the checkout: it is brought into view (on a phone it starts below the fold) and its
  // heading takes the focus, so a keyboard or screen-reader user lands on it too.
  const revealed = useRef(Boolean(defaultPaymentOpen));
  const togglePayment = (open: boolean) => {
    revealed.current = !open;
    setPaymentOpen(open);
    onPaymentOpenChange?.(open);
  };
  const revealCheckout = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || revealed.current) return;
    revealed.current = true;
    heading.closest('.rt-Card')?.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, []);
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
      {status === 'success' && subscription && (
        <StatusCard
          subscription={subscription}
          graceDays={graceDays}
          onCancel={onCancelSubscription}
          onResume={onResumeSubscription}
          isChanging={isChanging}
        />
      )}
      {status === 'success' && demoSlot}
      {status === 'success' && receiptUrl && documents.length > 0 && (
        <ReceiptList receipts={documents} receiptUrl={receiptUrl} />
      )}
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
            features={[
              t(messages.premiumAll),
              t(messages.premiumRenews),
              t(messages.premiumReceipts),
              t(messages.premiumFree),
            ]}
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
            <Heading as="h2" size="4" tabIndex={-1} ref={revealCheckout}>
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
