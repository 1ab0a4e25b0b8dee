/** An order as the orders page shows it (the API's Order). */
export interface Order {
  /** Row key. */
  id: string | number;
  /** Human-readable order number, e.g. ORD-2026-000005. */
  orderNumber: string;
  /** The test title, or the plan name for a subscription. */
  testName: string;
  /** active, expiring-soon (30 days or fewer left) or expired. */
  status: 'active' | 'expiring-soon' | 'expired';
  /** Amount paid, formatted with `currency` by the locale. */
  price: number;
  /** ISO 4217 code, e.g. USD. */
  currency: string;
  /** ISO date-time. */
  purchaseDate: string;
  /** ISO date-time. */
  expiryDate: string;
  /** Days of access left: green above 30, amber at 30 or fewer. */
  daysLeft: number;
  /** The payment's receipt: its number and where its PDF downloads from. */
  receipt?: { number: string; url: string } | null;
}
