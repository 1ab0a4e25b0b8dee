import { SubscriptionContainer } from '../features/subscription/SubscriptionContainer';

export function Component() {
  return <SubscriptionContainer />;
}
