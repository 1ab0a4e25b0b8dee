import { PaymentCancelledContainer } from '../features/subscription/PaymentCancelledContainer';

export function Component() {
  return <PaymentCancelledContainer />;
}
