import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const messages = defineMessages({
  eyebrow: { id: 'ui.PricingPage.eyebrow', defaultMessage: 'Pricing' },
  title: { id: 'ui.PricingPage.title', defaultMessage: 'Start free, pay only for what you use' },
  lead: {
    id: 'ui.PricingPage.lead',
    defaultMessage:
      'Take the free practice tests with a free account. Buy the other tests one by one, or take Premium to open them all.',
  },
  featuresLabel: { id: 'ui.PricingPage.featuresLabel', defaultMessage: 'Included' },
  freeName: { id: 'ui.PricingPage.freeName', defaultMessage: 'Free' },
  freeText: { id: 'ui.PricingPage.freeText', defaultMessage: 'A free account, no payment details.' },
  freeCta: { id: 'ui.PricingPage.freeCta', defaultMessage: 'Create a free account' },
  freeGo: { id: 'ui.PricingPage.freeGo', defaultMessage: 'Go to the practice tests' },
  perTestGo: { id: 'ui.PricingPage.perTestGo', defaultMessage: 'Choose a test' },
  premiumGo: { id: 'ui.PricingPage.premiumGo', defaultMessage: 'Go to Premium' },
  freeArticles: { id: 'ui.PricingPage.freeArticles', defaultMessage: 'Articles and guided practice labs' },
  freeResults: {
    id: 'ui.PricingPage.freeResults',
    defaultMessage: 'Timed tests you can pause, results with explanations',
  },
  perTestName: { id: 'ui.PricingPage.perTestName', defaultMessage: 'One test' },
  perTestCta: { id: 'ui.PricingPage.perTestCta', defaultMessage: 'Sign up to buy a test' },
  premiumName: { id: 'ui.PricingPage.premiumName', defaultMessage: 'Premium' },
  premiumText: {
    id: 'ui.PricingPage.premiumText',
    defaultMessage: 'Every paid practice test, for as long as it is active.',
  },
  premiumCta: { id: 'ui.PricingPage.premiumCta', defaultMessage: 'Sign up for Premium' },
  premiumAll: { id: 'ui.PricingPage.premiumAll', defaultMessage: 'Every paid practice test while active' },
  premiumFree: { id: 'ui.PricingPage.premiumFree', defaultMessage: 'Everything in Free' },
  freePeriod: { id: 'ui.PricingPage.freePeriod', defaultMessage: 'with a free account' },
  freeTests: { id: 'ui.PricingPage.freeTests', defaultMessage: 'Free practice tests' },
  paidTests: { id: 'ui.PricingPage.paidTests', defaultMessage: 'Practice tests for sale' },
  free: { id: 'ui.PricingPage.free', defaultMessage: 'Free' },
  noTests: { id: 'ui.PricingPage.noTests', defaultMessage: 'No test in this group yet.' },
  loading: { id: 'ui.PricingPage.loading', defaultMessage: 'Loading prices…' },
  errorTitle: { id: 'ui.PricingPage.errorTitle', defaultMessage: 'Prices could not be loaded' },
  errorText: {
    id: 'ui.PricingPage.errorText',
    defaultMessage: 'Check your connection and try again.',
  },
  payments: {
    id: 'ui.PricingPage.payments',
    defaultMessage:
      'Payments go through PayPal. A test is paid once; Premium renews every month until you cancel it, in two clicks, keeping it to the end of the month paid.',
  },
});

export const perTestTextMessage = defineMessage<{ months: number }>({
  id: 'ui.PricingPage.perTestText',
  defaultMessage:
    'Buy only the tests you need; each opens for {months, plural, one {# month} other {# months}}.',
});

export const fromPriceMessage = defineMessage<{ price: string }>({
  id: 'ui.PricingPage.fromPrice',
  defaultMessage: 'from {price}',
});

export const perTestPeriodMessage = defineMessage<{ months: number }>({
  id: 'ui.PricingPage.perTestPeriod',
  defaultMessage: 'per test, {months, plural, one {# month} other {# months}} of access',
});

export const premiumPeriodMessage = defineMessage<{ months: number }>({
  id: 'ui.PricingPage.premiumPeriod',
  defaultMessage: '{months, plural, one {per month} other {per # months}}',
});

export const premiumRenewMessage = defineMessage<{ months: number }>({
  id: 'ui.PricingPage.premiumRenew',
  defaultMessage:
    'Renews every {months, plural, one {month} other {# months}}; cancel any time, with a receipt for every payment',
});

export const testFiguresMessage = defineMessage<{ questions: number; minutes: number }>({
  id: 'ui.PricingPage.testFigures',
  defaultMessage: '{questions, plural, one {# question} other {# questions}} · {minutes, number} min',
});

export const contactMessage = defineMessage<{ link: MessageTag }>({
  id: 'ui.PricingPage.contact',
  defaultMessage: 'Questions about pricing? <link>Contact us</link>',
});
