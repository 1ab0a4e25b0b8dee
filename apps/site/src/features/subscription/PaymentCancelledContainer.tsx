import { PaymentCancelledPage } from '@elearning/ui';
import { learnerUrls } from '../../config/paths';

/** The provider's cancel URL: nothing was charged. */
export function PaymentCancelledContainer() {
  return <PaymentCancelledPage urls={learnerUrls} />;
}
