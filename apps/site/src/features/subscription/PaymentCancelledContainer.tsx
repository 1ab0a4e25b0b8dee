import { PaymentCancelledPage } from '@elearning/ui';
import { useLearnerUrls } from '../../lib/addresses';

/** The provider's cancel URL: nothing was charged. */
export function PaymentCancelledContainer() {
  return <PaymentCancelledPage urls={useLearnerUrls()} />;
}
