import type { ScopedMutator } from 'swr';
import type { AdvanceBillingRequest, PremiumSubscription, PremiumSubscriptionCreated } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { revalidate } from '../swr/cache';
import { keys } from '../swr/keys';
import { useApiMutation } from '../swr/useApiMutation';

/** Everything a subscription change can move: access, orders, receipts and the subscription itself. */
const changed = (mutate: ScopedMutator) =>
  revalidate(mutate, ['tests'], keys.orders(), keys.accessibleTests(), keys.receipts(), [
    'payments',
    'subscription',
  ]);

const create = (client: ApiClient) => unwrap(client.POST('/payments/subscriptions'));
const activate = (client: ApiClient, subscriptionId: string) =>
  unwrap(
    client.POST('/payments/subscriptions/{subscriptionId}/activate', {
      params: { path: { subscriptionId } },
    }),
  );
const cancel = (client: ApiClient) => unwrap(client.POST('/payments/subscription/cancel'));
const resume = (client: ApiClient) => unwrap(client.POST('/payments/subscription/resume'));
const advance = (client: ApiClient, body: AdvanceBillingRequest) =>
  unwrap(client.POST('/dev/payments/advance', { body }));

/** Creates the subscription at the provider; nothing is granted until `useActivatePremiumSubscription`. */
export function useCreatePremiumSubscription(): () => Promise<PremiumSubscriptionCreated> {
  return useApiMutation<void, PremiumSubscriptionCreated>(create);
}

/** After the learner approved: the server checks with the provider, then activates. */
export function useActivatePremiumSubscription(): (subscriptionId: string) => Promise<PremiumSubscription> {
  return useApiMutation(activate, changed);
}

export function useCancelPremiumSubscription(): () => Promise<PremiumSubscription> {
  return useApiMutation<void, PremiumSubscription>(cancel, changed);
}

export function useResumePremiumSubscription(): () => Promise<PremiumSubscription> {
  return useApiMutation<void, PremiumSubscription>(resume, changed);
}

/** Demo only: the next billing cycle, now. */
export function useAdvanceDemoBilling(): (body: AdvanceBillingRequest) => Promise<PremiumSubscription> {
  return useApiMutation(advance, changed);
}
