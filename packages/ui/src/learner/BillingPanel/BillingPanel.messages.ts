import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.BillingPanel.title', defaultMessage: 'Subscription & billing' },
  description: { id: 'ui.BillingPanel.description', defaultMessage: 'Your plan and how you pay for it.' },
  plan: { id: 'ui.BillingPanel.plan', defaultMessage: 'Plan' },
  free: { id: 'ui.BillingPanel.free', defaultMessage: 'Free' },
  premium: { id: 'ui.BillingPanel.premium', defaultMessage: 'Premium' },
  expiresOn: { id: 'ui.BillingPanel.expiresOn', defaultMessage: 'Expires on' },
  expiredOn: { id: 'ui.BillingPanel.expiredOn', defaultMessage: 'Expired on' },
  paymentMethod: { id: 'ui.BillingPanel.paymentMethod', defaultMessage: 'Payment method' },
  paypal: { id: 'ui.BillingPanel.paypal', defaultMessage: 'PayPal' },
  sandbox: { id: 'ui.BillingPanel.sandbox', defaultMessage: 'Demo checkout (sandbox)' },
  none: { id: 'ui.BillingPanel.none', defaultMessage: 'None' },
  manage: { id: 'ui.BillingPanel.manage', defaultMessage: 'Manage subscription' },
  upgrade: { id: 'ui.BillingPanel.upgrade', defaultMessage: 'Upgrade to Premium' },
  orders: { id: 'ui.BillingPanel.orders', defaultMessage: 'Order history' },
  loading: { id: 'ui.BillingPanel.loading', defaultMessage: 'Loading your plan…' },
  error: { id: 'ui.BillingPanel.error', defaultMessage: 'Your plan could not be loaded.' },
});
