import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  verifyingTitle: { id: 'ui.PaymentResultPage.verifyingTitle', defaultMessage: 'Verifying your payment…' },
  verifyingText: {
    id: 'ui.PaymentResultPage.verifyingText',
    defaultMessage: 'This takes a few seconds. Please keep this page open.',
  },
  successTitle: { id: 'ui.PaymentResultPage.successTitle', defaultMessage: 'Payment successful!' },
  successText: { id: 'ui.PaymentResultPage.successText', defaultMessage: 'Your subscription is now active.' },
  failureTitle: { id: 'ui.PaymentResultPage.failureTitle', defaultMessage: 'Payment failed' },
  failureText: {
    id: 'ui.PaymentResultPage.failureText',
    defaultMessage: 'We could not verify your payment. Please try again.',
  },
  dashboard: { id: 'ui.PaymentResultPage.dashboard', defaultMessage: 'Go to Dashboard' },
  backToSubscription: {
    id: 'ui.PaymentResultPage.backToSubscription',
    defaultMessage: 'Back to Subscription',
  },
});
