/** One practice test as the price list shows it (from the server's catalogue). */
export interface PricedTest {
  id: number;
  title: string;
  isFree: boolean;
  /** In `currency`; 0 for a free test. */
  price: number;
  currency: string;
  totalQuestions: number;
  /** Seconds. */
  timeLimit: number;
}

/** What the product sells, as the server's price list says. */
export interface PricingOffer {
  tests: PricedTest[];
  /** How many months buying one test opens it for. */
  testAccessMonths: number;
  /** The premium subscription: one payment opens every paid test for `months`. */
  subscription: { price: number; currency: string; months: number };
}
