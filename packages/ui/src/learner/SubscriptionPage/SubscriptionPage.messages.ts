import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.SubscriptionPage.title', defaultMessage: 'Subscription' },
    subtitle: {
      id: 'ui.SubscriptionPage.subtitle',
      defaultMessage: 'Your plan, its dates, and Premium to open every paid test.',
    },
    statusTitle: { id: 'ui.SubscriptionPage.statusTitle', defaultMessage: 'Current status' },
    active: { id: 'ui.SubscriptionPage.active', defaultMessage: 'Active' },
    inactive: { id: 'ui.SubscriptionPage.inactive', defaultMessage: 'Inactive' },
    pending: { id: 'ui.SubscriptionPage.pending', defaultMessage: 'Waiting for approval' },
    pastDue: { id: 'ui.SubscriptionPage.pastDue', defaultMessage: 'Payment failed' },
    cancelled: { id: 'ui.SubscriptionPage.cancelled', defaultMessage: 'Cancelled' },
    suspended: { id: 'ui.SubscriptionPage.suspended', defaultMessage: 'Suspended' },
    started: { id: 'ui.SubscriptionPage.started', defaultMessage: 'Started' },
    expires: { id: 'ui.SubscriptionPage.expires', defaultMessage: 'Expires' },
    expired: { id: 'ui.SubscriptionPage.expired', defaultMessage: 'Expired' },
    plan: { id: 'ui.SubscriptionPage.plan', defaultMessage: 'Plan' },
    nextBilling: { id: 'ui.SubscriptionPage.nextBilling', defaultMessage: 'Next billing date' },
    accessUntil: { id: 'ui.SubscriptionPage.accessUntil', defaultMessage: 'Access until' },
    expiredNote: {
      id: 'ui.SubscriptionPage.expiredNote',
      defaultMessage: 'Your Premium subscription has ended. Subscribe again whenever you like.',
    },
    cancelSubscription: {
      id: 'ui.SubscriptionPage.cancelSubscription',
      defaultMessage: 'Cancel subscription',
    },
    confirmTitle: { id: 'ui.SubscriptionPage.confirmTitle', defaultMessage: 'Cancel your subscription?' },
    confirmCancel: { id: 'ui.SubscriptionPage.confirmCancel', defaultMessage: 'Yes, cancel' },
    keep: { id: 'ui.SubscriptionPage.keep', defaultMessage: 'Keep my subscription' },
    resume: { id: 'ui.SubscriptionPage.resume', defaultMessage: 'Resume subscription' },
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
    premiumRenews: {
      id: 'ui.SubscriptionPage.premiumRenews',
      defaultMessage: 'Renews every month; cancel in two clicks, keeping the month you paid for',
    },
    premiumReceipts: {
      id: 'ui.SubscriptionPage.premiumReceipts',
      defaultMessage: 'A numbered PDF receipt for every payment',
    },
    premiumFree: { id: 'ui.SubscriptionPage.premiumFree', defaultMessage: 'Everything in Free' },
    currentPlan: { id: 'ui.SubscriptionPage.currentPlan', defaultMessage: 'Current plan' },
    subscribe: { id: 'ui.SubscriptionPage.subscribe', defaultMessage: 'Subscribe Now' },
    paymentTitle: { id: 'ui.SubscriptionPage.paymentTitle', defaultMessage: 'Complete your payment' },
    cancel: { id: 'ui.SubscriptionPage.cancel', defaultMessage: 'Cancel' },
  }),
  pastDueNote: defineMessage<{ date: string; days: number; graceDate: string }>({
    id: 'ui.SubscriptionPage.pastDueNote',
    defaultMessage:
      'Your payment of {date} did not go through. PayPal will try again in the next days; you keep Premium during a {days}-day grace period, until {graceDate}. Check the card or balance of your PayPal account.',
  }),
  planValue: defineMessage<{ price: string }>({
    id: 'ui.SubscriptionPage.planValue',
    defaultMessage: 'Premium, {price} per month',
  }),
  cancelledNote: defineMessage<{ date: string }>({
    id: 'ui.SubscriptionPage.cancelledNote',
    defaultMessage:
      'Your subscription will not renew. You keep Premium until {date}; resume before then to keep it going.',
  }),
  suspendedNote: defineMessage<{ graceDate: string }>({
    id: 'ui.SubscriptionPage.suspendedNote',
    defaultMessage:
      'Several payments failed, so PayPal stopped trying. You keep Premium until {graceDate}; from then on you can subscribe again here, with a payment method that works.',
  }),
  confirmText: defineMessage<{ date: string }>({
    id: 'ui.SubscriptionPage.confirmText',
    defaultMessage: 'Nothing more will be charged. You keep Premium until {date}, and can resume until then.',
  }),
};
