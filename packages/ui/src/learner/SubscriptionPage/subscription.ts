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
