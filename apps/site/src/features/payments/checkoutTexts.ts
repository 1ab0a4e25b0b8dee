import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';

// The checkout's own words (the ui has no checkout component). French: i18n/fr/payments.json.
const messages = defineMessages({
  sandboxButton: { id: 'site.checkout.sandboxButton', defaultMessage: 'Sandbox checkout — no real payment' },
  sandboxNote: {
    id: 'site.checkout.sandboxNote',
    defaultMessage:
      'This server has no PayPal account configured: its built-in sandbox approves the payment without charging anything.',
  },
  sandboxCancel: { id: 'site.checkout.sandboxCancel', defaultMessage: 'Cancel payment' },
  paypalLoading: { id: 'site.checkout.paypalLoading', defaultMessage: 'Loading PayPal…' },
  paypalFailed: { id: 'site.checkout.paypalFailed', defaultMessage: 'Failed to load PayPal' },
  configFailed: { id: 'site.checkout.configFailed', defaultMessage: 'Failed to load the payment options' },
  demoTitle: { id: 'site.checkout.demoTitle', defaultMessage: 'Demo: simulate billing' },
  demoNote: {
    id: 'site.checkout.demoNote',
    defaultMessage: 'Sandbox only: each button plays what PayPal would do at the next billing date, now.',
  },
  demoPaid: { id: 'site.checkout.demoPaid', defaultMessage: 'Next payment succeeds' },
  demoFailed: { id: 'site.checkout.demoFailed', defaultMessage: 'Next payment fails' },
  demoRefunded: { id: 'site.checkout.demoRefunded', defaultMessage: 'Refund the last payment' },
  demoEnd: { id: 'site.checkout.demoEnd', defaultMessage: 'Reach the end of the paid period' },
  paymentsDisabled: {
    id: 'site.checkout.paymentsDisabled',
    defaultMessage: 'Checkout is unavailable: this server takes no payments at the moment.',
  },
});

type CheckoutTexts = Record<keyof typeof messages, string>;

export function useCheckoutTexts(): CheckoutTexts {
  const intl = useIntl();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, intl.formatMessage(message)]),
      ) as CheckoutTexts,
    [intl],
  );
}
