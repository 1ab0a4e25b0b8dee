/** The subscription as the server reports it. */
export interface SubscriptionStatus {
  subscriptionPaid: boolean;
  /** ISO date-time the subscription started, or null. */
  subscriptionDate: string | null;
  /** ISO date-time it ends, or null. */
  subscriptionExpiryDate: string | null;
}

/** True once the expiry date is in the past. */
export function isExpired(status: SubscriptionStatus, now: Date): boolean {
  return status.subscriptionExpiryDate !== null && new Date(status.subscriptionExpiryDate) < now;
}

/** The spec's rule: active only when paid and the expiry date is not in the past. */
export function isSubscriptionActive(status: SubscriptionStatus, now: Date): boolean {
  return status.subscriptionPaid && !isExpired(status, now);
}

/** A receipt or credit note (the API's Receipt). */
export interface ReceiptView {
  id: number;
  /** `R-000042` or `CN-000003`. */
  number: string;
  kind: 'receipt' | 'credit_note';
  /** For a credit note, the receipt number it corrects. */
  refersTo: string | null;
  item: 'subscription' | 'test' | 'generic';
  itemTitle: string | null;
  amount: number;
  currency: string;
  /** ISO date-time. */
  issuedAt: string;
}

export type PremiumStatus =
  'none' | 'pending' | 'active' | 'past_due' | 'cancelled' | 'suspended' | 'expired';

/** The premium subscription as the server reports it (the API's PremiumSubscription). */
export interface PremiumSubscriptionView {
  status: PremiumStatus;
  plan: { price: number; currency: string; interval: 'month' };
  /** ISO date-times, or null. */
  startedAt: string | null;
  paidThrough: string | null;
  nextBillingDate: string | null;
  graceUntil: string | null;
  lastFailedAt: string | null;
  hasAccess: boolean;
  canCancel: boolean;
  canResume: boolean;
  payments: {
    id: number;
    date: string;
    amount: number;
    currency: string;
    status: 'paid' | 'refunded';
    receipt: ReceiptView | null;
    creditNote: ReceiptView | null;
  }[];
}
