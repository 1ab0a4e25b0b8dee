import type { Order } from './types';

/** Orders with this many days left or fewer show the warning colour (spec decision 78: the final 7 days). */
export const EXPIRING_SOON_DAYS = 7;

export type DaysLeftTone = 'green' | 'amber' | 'expired';

/** Green above 7 days, amber at 7 or fewer, and "Expired" once the order has expired. */
export function daysLeftTone(order: Pick<Order, 'status' | 'daysLeft'>): DaysLeftTone {
  if (order.status === 'expired') return 'expired';
  return order.daysLeft > EXPIRING_SOON_DAYS ? 'green' : 'amber';
}
