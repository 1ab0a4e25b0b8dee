import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { LoadingSpinner } from '@elearning/ui';
import { CheckoutProblem } from '../payments/CheckoutProblem';
import { useCheckoutTexts } from '../payments/checkoutTexts';
import type { SubscribeCheckoutProps } from './SubscribeCheckout';

/**
 * PayPal's JS SDK in subscription mode: `vault: true` and `intent: 'subscription'` are required for
 * `createSubscription`. The subscription itself is created by our server (so its plan and `custom_id` are ours);
 * the SDK only shows PayPal's approval, and `onApprove` hands the id back for the server to verify.
 */
export function PaypalSubscriptionButtons({
  clientId,
  ...handlers
}: SubscribeCheckoutProps & { clientId: string }) {
  return (
    <PayPalScriptProvider options={{ clientId, vault: true, intent: 'subscription', locale: 'en_US' }}>
      <Buttons {...handlers} />
    </PayPalScriptProvider>
  );
}

function Buttons({ createSubscription, onApproved, onError }: SubscribeCheckoutProps) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const texts = useCheckoutTexts();
  if (isRejected) return <CheckoutProblem message={texts.paypalFailed} />;
  return (
    <>
      {isPending && <LoadingSpinner label={texts.paypalLoading} />}
      <PayPalButtons
        style={{ layout: 'vertical', label: 'subscribe' }}
        createSubscription={() => createSubscription()}
        onApprove={async ({ subscriptionID }) => {
          if (subscriptionID) await onApproved(subscriptionID);
        }}
        onError={(error) => onError(error)}
      />
    </>
  );
}
