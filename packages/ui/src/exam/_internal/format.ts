import type { IntlShape } from 'react-intl';

/** A whole-number percent in the reader's locale ("78%", « 78 % »). */
export function formatPercent(intl: IntlShape, percent: number): string {
  return intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 0 });
}

/** A price in its currency, in the reader's locale ("$19.99", « 19,99 $US »). */
export function formatPrice(intl: IntlShape, amount: number, currency: string): string {
  return intl.formatNumber(amount, { style: 'currency', currency });
}

/** A completion date and time in the reader's locale. */
export function formatDateTime(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}
