import type { PaymentCreated, PurchaseTestRequest } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { useApiMutation } from '../swr/useApiMutation';

const purchaseTest = (client: ApiClient, body: PurchaseTestRequest) =>
  unwrap(client.POST('/payments/paypal/test/purchase', { body }));

/** Creates the provider order for a test; nothing is granted until `useExecutePayment`. */
export function usePurchaseTest(): (body: PurchaseTestRequest) => Promise<PaymentCreated> {
  return useApiMutation(purchaseTest);
}
