import { PaymentCancelledPage } from '@elearning/ui';

/** The provider's cancel URL: nothing was charged. */
export function PaymentCancelledContainer() {
  return <PaymentCancelledPage />;
}
