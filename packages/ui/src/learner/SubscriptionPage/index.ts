export { SubscriptionPage, type SubscriptionPageProps } from './SubscriptionPage';
export { isSubscriptionActive, type SubscriptionStatus } from './subscription';
