import type { SubscriptionPaymentCreated } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { useApiMutation } from '../swr/useApiMutation';

const createSubscriptionPayment = (client: ApiClient) =>
  unwrap(client.POST('/payments/paypal/subscription/create'));

/** Creates the provider order for one month of premium; nothing is granted until `useExecutePayment`. */
export function useCreateSubscriptionPayment(): () => Promise<SubscriptionPaymentCreated> {
  return useApiMutation<void, SubscriptionPaymentCreated>(createSubscriptionPayment);
}
