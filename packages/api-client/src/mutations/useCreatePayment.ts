import type { CreatePaymentRequest, PaymentCreated } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { useApiMutation } from '../swr/useApiMutation';

const createPayment = (client: ApiClient, body: CreatePaymentRequest) =>
  unwrap(client.POST('/payments/paypal/create', { body }));

export function useCreatePayment(): (body: CreatePaymentRequest) => Promise<PaymentCreated> {
  return useApiMutation(createPayment);
}
