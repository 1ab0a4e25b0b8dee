export { SubscriptionPage, type SubscriptionPageProps } from './SubscriptionPage';
export {
  isSubscriptionActive,
  type PremiumStatus,
  type PremiumSubscriptionView,
  type ReceiptView,
  type SubscriptionStatus,
} from './subscription';
