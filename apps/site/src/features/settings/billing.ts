import type { PaymentConfig, QueryResult, SubscriptionStatus } from '@elearning/api-client';
import { isSubscriptionActive, type BillingPanelProps } from '@elearning/ui';
import { statusOf } from '../../lib/queryStatus';

/**
 * The billing panel from what the server already reports: the subscription status and the payment provider
 * (the only way a subscription is paid). Premium only while a paid subscription runs.
 */
export function billingOf(
  subscription: Pick<QueryResult<SubscriptionStatus>, 'data' | 'error'>,
  config: PaymentConfig | undefined,
  now: Date,
): Omit<BillingPanelProps, 'urls' | 'onRetry'> {
  const data = subscription.data;
  const paid = Boolean(data?.subscriptionDate);
  return {
    status: statusOf(subscription),
    plan: data && isSubscriptionActive(data, now) ? 'premium' : 'free',
    expiresOn: data?.subscriptionExpiryDate ?? null,
    paymentMethod: paid ? (config?.provider === 'sandbox' ? 'sandbox' : 'paypal') : null,
  };
}
