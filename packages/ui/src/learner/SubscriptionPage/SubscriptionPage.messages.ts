import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.SubscriptionPage.title', defaultMessage: 'Subscription' },
  subtitle: {
    id: 'ui.SubscriptionPage.subtitle',
    defaultMessage: 'Your plan, its dates, and Premium to open every paid test.',
  },
  statusTitle: { id: 'ui.SubscriptionPage.statusTitle', defaultMessage: 'Current status' },
  active: { id: 'ui.SubscriptionPage.active', defaultMessage: 'Active' },
  inactive: { id: 'ui.SubscriptionPage.inactive', defaultMessage: 'Inactive' },
  started: { id: 'ui.SubscriptionPage.started', defaultMessage: 'Started' },
  expires: { id: 'ui.SubscriptionPage.expires', defaultMessage: 'Expires' },
  expired: { id: 'ui.SubscriptionPage.expired', defaultMessage: 'Expired' },
  loading: { id: 'ui.SubscriptionPage.loading', defaultMessage: 'Loading your subscription…' },
  loadError: { id: 'ui.SubscriptionPage.loadError', defaultMessage: 'Failed to load subscription status' },
  retry: { id: 'ui.SubscriptionPage.retry', defaultMessage: 'Retry' },
  plansTitle: { id: 'ui.SubscriptionPage.plansTitle', defaultMessage: 'Plans' },
  free: { id: 'ui.SubscriptionPage.free', defaultMessage: 'Free' },
  premium: { id: 'ui.SubscriptionPage.premium', defaultMessage: 'Premium' },
  perMonth: { id: 'ui.SubscriptionPage.perMonth', defaultMessage: '/month' },
  freeArticles: {
    id: 'ui.SubscriptionPage.freeArticles',
    defaultMessage: 'Articles and guided practice labs',
  },
  freeTests: {
    id: 'ui.SubscriptionPage.freeTests',
    defaultMessage: 'The free practice tests: timed, with pause and explained results',
  },
  premiumAll: {
    id: 'ui.SubscriptionPage.premiumAll',
    defaultMessage: 'Every paid practice test while active',
  },
  premiumOneMonth: {
    id: 'ui.SubscriptionPage.premiumOneMonth',
    defaultMessage: 'One payment opens 1 month; it does not renew by itself',
  },
  premiumFree: { id: 'ui.SubscriptionPage.premiumFree', defaultMessage: 'Everything in Free' },
  currentPlan: { id: 'ui.SubscriptionPage.currentPlan', defaultMessage: 'Current plan' },
  subscribe: { id: 'ui.SubscriptionPage.subscribe', defaultMessage: 'Subscribe Now' },
  paymentTitle: { id: 'ui.SubscriptionPage.paymentTitle', defaultMessage: 'Complete your payment' },
  cancel: { id: 'ui.SubscriptionPage.cancel', defaultMessage: 'Cancel' },
});
