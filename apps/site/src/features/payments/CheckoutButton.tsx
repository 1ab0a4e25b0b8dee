import { usePaymentConfig } from '@elearning/api-client';
import { LoadingSpinner } from '@elearning/ui';
import { lazy, Suspense } from 'react';
import { CheckoutProblem } from './CheckoutProblem';
import { useCheckoutTexts } from './checkoutTexts';
import { SandboxCheckout } from './SandboxCheckout';

// The PayPal SDK wrapper is only downloaded when the server really takes PayPal payments.
const PaypalButtonsCheckout = lazy(() =>
  import('./PaypalButtonsCheckout').then((m) => ({ default: m.PaypalButtonsCheckout })),
);

export interface CheckoutButtonProps {
  /** The provider order to pay: the server's paymentId (created by Purchase Now or Subscribe). */
  createOrder: () => Promise<{ paymentId: string }>;
  /** The buyer approved: execute (capture) the payment. */
  onApproved: (paymentId: string, payerId: string) => void | Promise<void>;
  /** The buyer closed the provider's window without paying. */
  onCancel?: () => void;
  /** The provider failed (its script, or an approval that could not be handled). */
  onError?: (error: unknown) => void;
}

/**
 * The payment provider's button, as the server configures it (spec decision 13): PayPal's own buttons with
 * the server's client id, or, without PayPal credentials, a clearly labelled sandbox checkout that goes through
 * the same create → approve → execute calls.
 */
export function CheckoutButton(props: CheckoutButtonProps) {
  const config = usePaymentConfig();
  const texts = useCheckoutTexts();
  if (config.error) return <CheckoutProblem message={texts.configFailed} />;
  if (!config.data) return <LoadingSpinner label={texts.paypalLoading} />;
  if (config.data.provider === 'disabled') return <CheckoutProblem message={texts.paymentsDisabled} />;
  if (config.data.provider === 'sandbox') return <SandboxCheckout {...props} />;
  if (!config.data.clientId) return <CheckoutProblem message={texts.paypalFailed} />;
  return (
    <Suspense fallback={<LoadingSpinner label={texts.paypalLoading} />}>
      <PaypalButtonsCheckout {...props} clientId={config.data.clientId} currency={config.data.currency} />
    </Suspense>
  );
}
