import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.BillingPanel.title', defaultMessage: 'Subscription & billing' },
  description: { id: 'ui.BillingPanel.description', defaultMessage: 'Your plan and how you pay for it.' },
  plan: { id: 'ui.BillingPanel.plan', defaultMessage: 'Plan' },
  renewsOn: { id: 'ui.BillingPanel.renewsOn', defaultMessage: 'Renews on' },
  paymentMethod: { id: 'ui.BillingPanel.paymentMethod', defaultMessage: 'Payment method' },
  none: { id: 'ui.BillingPanel.none', defaultMessage: 'None' },
  manage: { id: 'ui.BillingPanel.manage', defaultMessage: 'Manage subscription' },
});
