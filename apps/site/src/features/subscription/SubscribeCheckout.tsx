import { usePaymentConfig } from '@elearning/api-client';
import { LoadingSpinner } from '@elearning/ui';
import { lazy, Suspense } from 'react';
import { CheckoutProblem } from '../payments/CheckoutProblem';
import { useCheckoutTexts } from '../payments/checkoutTexts';
import { SandboxCheckout } from '../payments/SandboxCheckout';

// PayPal's SDK is downloaded only when the server really takes PayPal payments, and only on this page.
const PaypalSubscriptionButtons = lazy(() =>
  import('./PaypalSubscriptionButtons').then((m) => ({ default: m.PaypalSubscriptionButtons })),
);

export interface SubscribeCheckoutProps {
  /** Creates the subscription on the server; answers the provider's subscription id. */
  createSubscription: () => Promise<string>;
  /** The learner approved: the server verifies with the provider, then activates. */
  onApproved: (subscriptionId: string) => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * PayPal's subscription buttons (`intent=subscription`, `vault=true`) with the server-created subscription, or,
 * without PayPal credentials, the labelled sandbox checkout through the same create → approve → activate calls.
 */
export function SubscribeCheckout({ createSubscription, onApproved, onError }: SubscribeCheckoutProps) {
  const config = usePaymentConfig();
  const texts = useCheckoutTexts();
  if (config.error) return <CheckoutProblem message={texts.configFailed} />;
  if (!config.data) return <LoadingSpinner label={texts.paypalLoading} />;
  if (config.data.provider === 'disabled') return <CheckoutProblem message={texts.paymentsDisabled} />;
  if (config.data.provider === 'sandbox')
    return (
      <SandboxCheckout
        createOrder={async () => ({ paymentId: await createSubscription() })}
        onApproved={(subscriptionId) => onApproved(subscriptionId)}
        onError={onError}
      />
    );
  if (!config.data.clientId) return <CheckoutProblem message={texts.paypalFailed} />;
  return (
    <Suspense fallback={<LoadingSpinner label={texts.paypalLoading} />}>
      <PaypalSubscriptionButtons
        clientId={config.data.clientId}
        createSubscription={createSubscription}
        onApproved={onApproved}
        onError={onError}
      />
    </Suspense>
  );
}
