import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    eyebrow: { id: 'ui.PurchaseModal.eyebrow', defaultMessage: 'Unlock practice test' },
    questions: { id: 'ui.PurchaseModal.questions', defaultMessage: 'Questions' },
    timeLimit: { id: 'ui.PurchaseModal.timeLimit', defaultMessage: 'Time limit' },
    passingScore: { id: 'ui.PurchaseModal.passingScore', defaultMessage: 'Passing score' },
    validity: { id: 'ui.PurchaseModal.validity', defaultMessage: 'Validity' },
    topics: { id: 'ui.PurchaseModal.topics', defaultMessage: 'Topics' },
    benefits: { id: 'ui.PurchaseModal.benefits', defaultMessage: 'What you get' },
    benefitInstant: { id: 'ui.PurchaseModal.benefitInstant', defaultMessage: 'Instant access after payment' },
    benefitResults: {
      id: 'ui.PurchaseModal.benefitResults',
      defaultMessage: 'Detailed results and explanations',
    },
    total: { id: 'ui.PurchaseModal.total', defaultMessage: 'Total' },
    premiumHint: {
      id: 'ui.PurchaseModal.premiumHint',
      defaultMessage: 'Want every premium test? The Premium plan unlocks them all.',
    },
    premiumLink: { id: 'ui.PurchaseModal.premiumLink', defaultMessage: 'See the Premium plan' },
    purchase: { id: 'ui.PurchaseModal.purchase', defaultMessage: 'Purchase Now' },
    creating: { id: 'ui.PurchaseModal.creating', defaultMessage: 'Preparing payment…' },
    payTitle: { id: 'ui.PurchaseModal.payTitle', defaultMessage: 'Complete your payment' },
    payHint: {
      id: 'ui.PurchaseModal.payHint',
      defaultMessage:
        'Choose a payment method below. Your access starts as soon as the payment is confirmed.',
    },
    executing: { id: 'ui.PurchaseModal.executing', defaultMessage: 'Confirming your payment…' },
    errorTitle: { id: 'ui.PurchaseModal.errorTitle', defaultMessage: 'Payment failed' },
    errorDefault: {
      id: 'ui.PurchaseModal.errorDefault',
      defaultMessage: 'Payment failed. Please try again.',
    },
    cancel: { id: 'ui.PurchaseModal.cancel', defaultMessage: 'Cancel' },
    sampleHint: { id: 'ui.PurchaseModal.sampleHint', defaultMessage: 'Not sure yet?' },
    sampleLink: { id: 'ui.PurchaseModal.sampleLink', defaultMessage: 'Try 5 free questions' },
  }),
  minutes: defineMessage<{ minutes: number }>({
    id: 'ui.PurchaseModal.minutes',
    defaultMessage: '{minutes, number} minutes',
  }),
  validityValue: defineMessage<{ months: number }>({
    id: 'ui.PurchaseModal.validityValue',
    defaultMessage: '{months, plural, one {# month} other {# months}}',
  }),
  benefitAttempts: defineMessage<{ months: number }>({
    id: 'ui.PurchaseModal.benefitAttempts',
    defaultMessage: 'Unlimited attempts for {months, plural, one {# month} other {# months}}',
  }),
};
