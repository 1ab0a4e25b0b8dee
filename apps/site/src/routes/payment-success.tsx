import { useSearchParams } from 'react-router-dom';
import { PaymentSuccessContainer } from '../features/subscription/PaymentSuccessContainer';

/** The provider's return URL: /success?token={paymentId}&PayerID={payerId}. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const payerId = params.get('PayerID');
  return <PaymentSuccessContainer key={token} token={token} payerId={payerId} />;
}
