import type { Locale } from '@elearning/ui';
import { usePreferences } from '../../lib/preferences';

const en = {
  sandboxButton: 'Sandbox checkout — no real payment',
  sandboxNote:
    'This server has no PayPal account configured: its built-in sandbox approves the payment without charging anything.',
  sandboxCancel: 'Cancel payment',
  paypalLoading: 'Loading PayPal…',
  paypalFailed: 'Failed to load PayPal',
  configFailed: 'Failed to load the payment options',
  paymentsDisabled: 'Checkout is unavailable: this server takes no payments at the moment.',
} as const;

type CheckoutTexts = Record<keyof typeof en, string>;

const fr: CheckoutTexts = {
  sandboxButton: 'Paiement sandbox — aucun paiement réel',
  sandboxNote:
    'Aucun compte PayPal n’est configuré sur ce serveur : son bac à sable intégré approuve le paiement sans rien débiter.',
  sandboxCancel: 'Annuler le paiement',
  paypalLoading: 'Chargement de PayPal…',
  paypalFailed: 'Échec du chargement de PayPal',
  configFailed: 'Échec du chargement des options de paiement',
  paymentsDisabled: 'Le paiement est indisponible : ce serveur n’accepte aucun paiement pour le moment.',
};

const texts: Record<Locale, CheckoutTexts> = { en, fr };

/** The checkout's own words (the ui has no checkout component). */
export function useCheckoutTexts(): CheckoutTexts {
  return texts[usePreferences().locale];
}
