import type { ReceiptView } from '../SubscriptionPage/subscription';

/** Two subscription receipts, a test purchase and a credit note refunding the first receipt. */
export const sampleReceipts: ReceiptView[] = [
  {
    id: 4,
    number: 'CN-000001',
    kind: 'credit_note',
    refersTo: 'R-000012',
    item: 'subscription',
    itemTitle: null,
    amount: 29.99,
    currency: 'USD',
    issuedAt: '2026-11-20T10:00:00Z',
  },
  {
    id: 3,
    number: 'R-000031',
    kind: 'receipt',
    refersTo: null,
    item: 'subscription',
    itemTitle: null,
    amount: 29.99,
    currency: 'USD',
    issuedAt: '2026-11-01T09:00:00Z',
  },
  {
    id: 2,
    number: 'R-000018',
    kind: 'receipt',
    refersTo: null,
    item: 'test',
    itemTitle: 'CCDAK Practice Exam 2',
    amount: 19.99,
    currency: 'USD',
    issuedAt: '2026-10-12T15:30:00Z',
  },
  {
    id: 1,
    number: 'R-000012',
    kind: 'receipt',
    refersTo: null,
    item: 'subscription',
    itemTitle: null,
    amount: 29.99,
    currency: 'USD',
    issuedAt: '2026-10-01T09:00:00Z',
  },
];
