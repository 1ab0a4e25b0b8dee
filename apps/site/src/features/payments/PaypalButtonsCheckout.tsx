import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { LoadingSpinner } from '@elearning/ui';
import type { CheckoutButtonProps } from './CheckoutButton';
import { CheckoutProblem } from './CheckoutProblem';
import { useCheckoutTexts } from './checkoutTexts';

export interface PaypalButtonsCheckoutProps extends CheckoutButtonProps {
  clientId: string;
  currency: string;
}

/** PayPal's own buttons from its JS SDK (US English, as the original product loads it). */
export function PaypalButtonsCheckout({ clientId, currency, ...handlers }: PaypalButtonsCheckoutProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency, intent: 'capture', locale: 'en_US' }}>
      <Buttons {...handlers} currency={currency} />
    </PayPalScriptProvider>
  );
}

function Buttons({
  createOrder,
  onApproved,
  onCancel,
  onError,
  currency,
}: CheckoutButtonProps & { currency: string }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const texts = useCheckoutTexts();
  if (isRejected) return <CheckoutProblem message={texts.paypalFailed} />;
  return (
    <>
      {isPending && <LoadingSpinner label={texts.paypalLoading} />}
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        forceReRender={[currency]}
        createOrder={async () => (await createOrder()).paymentId}
        onApprove={async ({ orderID, payerID }) => {
          await onApproved(orderID, payerID ?? '');
        }}
        onCancel={() => onCancel?.()}
        onError={(error) => onError?.(error)}
      />
    </>
  );
}
