import type { Order } from './types';

/** Orders with this many days left or fewer show the warning colour (spec: yellow at 30 or fewer). */
export const EXPIRING_SOON_DAYS = 30;

export type DaysLeftTone = 'green' | 'amber' | 'expired';

/** Green above 30 days, amber at 30 or fewer, and "Expired" once the order has expired. */
export function daysLeftTone(order: Pick<Order, 'status' | 'daysLeft'>): DaysLeftTone {
  if (order.status === 'expired') return 'expired';
  return order.daysLeft > EXPIRING_SOON_DAYS ? 'green' : 'amber';
}
