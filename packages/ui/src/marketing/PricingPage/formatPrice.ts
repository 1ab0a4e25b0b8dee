import type { IntlShape } from 'react-intl';

/** A price as the locale writes it: "$29.99", "29,99 $US"; whole amounts without decimals ("$0"). */
export function formatPrice(intl: IntlShape, amount: number, currency: string): string {
  return intl.formatNumber(amount, { style: 'currency', currency, trailingZeroDisplay: 'stripIfInteger' });
}
