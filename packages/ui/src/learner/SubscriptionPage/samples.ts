import { sampleReceipts } from '../ReceiptList/sampleReceipts';
import type { PremiumSubscriptionView } from './subscription';

const plan = { price: 29.99, currency: 'USD', interval: 'month' as const };
const base = {
  plan,
  startedAt: null,
  paidThrough: null,
  nextBillingDate: null,
  graceUntil: null,
  lastFailedAt: null,
  hasAccess: false,
  canCancel: false,
  canResume: false,
  payments: [],
};
const [, renewal, , first] = sampleReceipts;
const payments = [
  {
    id: 2,
    date: '2026-11-01T09:00:00Z',
    amount: 29.99,
    currency: 'USD',
    status: 'paid' as const,
    receipt: renewal!,
    creditNote: null,
  },
  {
    id: 1,
    date: '2026-10-01T09:00:00Z',
    amount: 29.99,
    currency: 'USD',
    status: 'paid' as const,
    receipt: first!,
    creditNote: null,
  },
];
const running = {
  ...base,
  startedAt: '2026-10-01T09:00:00Z',
  paidThrough: '2026-12-01T09:00:00Z',
  hasAccess: true,
  payments,
};

/** One subscription per state the page can show. */
export const sampleSubscriptions = {
  none: { ...base, status: 'none' },
  pending: { ...base, status: 'pending' },
  active: { ...running, status: 'active', nextBillingDate: '2026-12-01T09:00:00Z', canCancel: true },
  pastDue: {
    ...running,
    status: 'past_due',
    nextBillingDate: '2026-12-04T09:00:00Z',
    lastFailedAt: '2026-12-01T09:00:00Z',
    graceUntil: '2026-12-08T09:00:00Z',
    canCancel: true,
  },
  cancelled: { ...running, status: 'cancelled', canResume: true },
  suspended: {
    ...running,
    status: 'suspended',
    lastFailedAt: '2026-12-07T09:00:00Z',
    graceUntil: '2026-12-08T09:00:00Z',
  },
  expired: { ...running, status: 'expired', hasAccess: false },
  refunded: {
    ...running,
    status: 'expired',
    hasAccess: false,
    payments: [{ ...payments[1]!, status: 'refunded' as const, creditNote: sampleReceipts[0]! }],
  },
} satisfies Record<string, PremiumSubscriptionView>;
