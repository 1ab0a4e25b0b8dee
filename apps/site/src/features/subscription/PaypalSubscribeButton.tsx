import { useCreateSubscriptionPayment } from '@elearning/api-client';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useNotify } from '../../lib/notify';
import { CheckoutButton } from '../payments/CheckoutButton';

/** Where an approved payment is executed and verified: the provider's own return page. */
function paymentReturnPath(paymentId: string, payerId: string): string {
  return `${paths.paymentSuccess}?${new URLSearchParams({ token: paymentId, PayerID: payerId })}`;
}

/**
 * One month of Premium through the shared checkout (PayPal's buttons, or the labelled sandbox): once the buyer
 * approves, the learner lands on /success with the provider's token and payer id — the page PayPal's redirect
 * flow returns to, and the sandbox's approval URL — which executes and verifies the payment.
 */
export function PaypalSubscribeButton() {
  const createSubscriptionPayment = useCreateSubscriptionPayment();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <CheckoutButton
      createOrder={createSubscriptionPayment}
      onApproved={(paymentId, payerId) => navigate(paymentReturnPath(paymentId, payerId))}
      onError={(error) => notify.failure('paymentCreateFailed', error)}
    />
  );
}
