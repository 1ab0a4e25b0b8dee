import type { PaymentPurchase } from './PaymentResultPage';

/** A test purchase with fixed numbers and dates, for stories and tests. */
export const samplePurchase: PaymentPurchase = {
  item: 'test',
  itemName: 'CCDAK Practice Test 1',
  amount: 19.99,
  currency: 'USD',
  orderNumber: 'ORD-2026-000005',
  expiryDate: '2027-05-21T16:36:07Z',
  receipt: { number: 'R-000005', url: '#receipt-5' },
};
