import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    verifyingTitle: { id: 'ui.PaymentResultPage.verifyingTitle', defaultMessage: 'Verifying your payment…' },
    verifyingText: {
      id: 'ui.PaymentResultPage.verifyingText',
      defaultMessage: 'This takes a few seconds. Please keep this page open.',
    },
    successTitle: { id: 'ui.PaymentResultPage.successTitle', defaultMessage: 'Payment successful!' },
    successText: {
      id: 'ui.PaymentResultPage.successText',
      defaultMessage: 'Your subscription is now active.',
    },
    failureTitle: { id: 'ui.PaymentResultPage.failureTitle', defaultMessage: 'Payment failed' },
    failureText: {
      id: 'ui.PaymentResultPage.failureText',
      defaultMessage: 'We could not verify your payment. Please try again.',
    },
    dashboard: { id: 'ui.PaymentResultPage.dashboard', defaultMessage: 'Go to Dashboard' },
    testUnlocked: {
      id: 'ui.PaymentResultPage.testUnlocked',
      defaultMessage: 'Your test is unlocked. A confirmation with your receipt was sent to your email.',
    },
    subscriptionActive: {
      id: 'ui.PaymentResultPage.subscriptionActive',
      defaultMessage:
        'Premium is active: every paid test is unlocked. A confirmation with your receipt was sent to your email.',
    },
    paymentReceived: {
      id: 'ui.PaymentResultPage.paymentReceived',
      defaultMessage: 'Your payment was received. A confirmation with your receipt was sent to your email.',
    },
    detailsLabel: { id: 'ui.PaymentResultPage.detailsLabel', defaultMessage: 'Your purchase' },
    amount: { id: 'ui.PaymentResultPage.amount', defaultMessage: 'Amount paid' },
    unlocked: { id: 'ui.PaymentResultPage.unlocked', defaultMessage: 'Unlocked' },
    expires: { id: 'ui.PaymentResultPage.expires', defaultMessage: 'Access until' },
    order: { id: 'ui.PaymentResultPage.order', defaultMessage: 'Order' },
    receipt: { id: 'ui.PaymentResultPage.receipt', defaultMessage: 'Receipt' },
    startNow: { id: 'ui.PaymentResultPage.startNow', defaultMessage: 'Start now' },
    backToSubscription: {
      id: 'ui.PaymentResultPage.backToSubscription',
      defaultMessage: 'Back to Subscription',
    },
  }),
  receiptLink: defineMessage<{ receiptNumber: string }>({
    id: 'ui.PaymentResultPage.receiptLink',
    defaultMessage: 'Download {receiptNumber} (PDF)',
  }),
};
