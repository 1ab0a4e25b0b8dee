import type { PaymentVerification } from '../types';
import { isApiError } from '../client/ApiError';
import { unwrap } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryResult } from '../swr/useApiQuery';

const NOT_VERIFIED: PaymentVerification = { verified: false };

/** Whether the payment with this provider token is captured. Failures other than 401 read as not verified. */
export function usePaymentVerification(token: string | undefined): QueryResult<PaymentVerification> {
  const client = useApiClient();
  return useApiQuery(
    token
      ? {
          key: keys.paymentVerification(token),
          fetch: () =>
            unwrap(client.GET('/payments/paypal/verify/{token}', { params: { path: { token } } })).catch(
              (error: unknown) => {
                if (isApiError(error) && error.status === 401) throw error;
                return NOT_VERIFIED;
              },
            ),
        }
      : null,
  );
}
