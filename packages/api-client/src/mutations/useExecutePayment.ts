import type { ScopedMutator } from 'swr';
import type { ExecutePaymentRequest, ExecutePaymentResult } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { revalidate } from '../swr/cache';
import { keys } from '../swr/keys';
import { useApiMutation } from '../swr/useApiMutation';

const executePayment = (client: ApiClient, body: ExecutePaymentRequest) =>
  unwrap(client.POST('/payments/paypal/execute', { body }));

const granted = (mutate: ScopedMutator) =>
  revalidate(mutate, ['tests'], keys.orders(), keys.accessibleTests(), keys.subscriptionStatus(), [
    'payments',
    'verification',
  ]);

/** Captures an approved payment (idempotent) and refreshes tests, orders, access and subscription. */
export function useExecutePayment(): (body: ExecutePaymentRequest) => Promise<ExecutePaymentResult> {
  return useApiMutation(executePayment, granted);
}
