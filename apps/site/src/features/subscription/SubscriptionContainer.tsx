import { useSubscriptionStatus } from '@elearning/api-client';
import { SubscriptionPage } from '@elearning/ui';
import { useServerMessage } from '../../lib/errors';
import { statusOf } from '../../lib/queryStatus';
import { PaypalSubscribeButton } from './PaypalSubscribeButton';

/** Subscription status and the Premium plan; Subscribe Now opens the checkout. */
export function SubscriptionContainer() {
  const serverMessage = useServerMessage();
  const subscription = useSubscriptionStatus();
  return (
    <SubscriptionPage
      status={statusOf(subscription)}
      subscription={subscription.data}
      errorMessage={serverMessage(subscription.error)}
      onRetry={() => void subscription.mutate()}
      paymentSlot={<PaypalSubscribeButton />}
    />
  );
}
