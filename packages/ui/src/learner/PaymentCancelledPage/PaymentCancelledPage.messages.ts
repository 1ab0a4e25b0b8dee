import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.PaymentCancelledPage.title', defaultMessage: 'Payment Cancelled' },
  text: {
    id: 'ui.PaymentCancelledPage.text',
    defaultMessage: 'Your payment was cancelled and nothing was charged. You can try again at any time.',
  },
  tryAgain: { id: 'ui.PaymentCancelledPage.tryAgain', defaultMessage: 'Try Again' },
  continueFree: { id: 'ui.PaymentCancelledPage.continueFree', defaultMessage: 'Continue with Free Plan' },
});
