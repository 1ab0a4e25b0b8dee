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

/**
 * The shape the plans take while the price list loads: drawn as skeletons (hidden from assistive technology),
 * so the cards arrive in the space they already had instead of pushing the rest of the page down. The
 * catalogue the product ships (content/tests: one free test, three mocks, four topic tests, titles of the same
 * length); another size only changes the cards' last rows.
 */
export const placeholderOffer: PricingOffer = {
  tests: [
    {
      id: -1,
      title: 'Kafka Fundamentals Practice Test',
      isFree: true,
      price: 0,
      currency: 'USD',
      totalQuestions: 24,
      timeLimit: 1800,
    },
    {
      id: -2,
      title: 'CCDAK Full Mock Exam',
      isFree: false,
      price: 29.99,
      currency: 'USD',
      totalQuestions: 60,
      timeLimit: 5400,
    },
    {
      id: -3,
      title: 'CCDAK Full Mock Exam 2',
      isFree: false,
      price: 29.99,
      currency: 'USD',
      totalQuestions: 60,
      timeLimit: 5400,
    },
    {
      id: -4,
      title: 'CCDAK Full Mock Exam 3',
      isFree: false,
      price: 29.99,
      currency: 'USD',
      totalQuestions: 60,
      timeLimit: 5400,
    },
    {
      id: -5,
      title: 'Kafka Streams, Connect & ksqlDB Deep Dive',
      isFree: false,
      price: 14.99,
      currency: 'USD',
      totalQuestions: 30,
      timeLimit: 2700,
    },
    {
      id: -6,
      title: 'Brokers, Storage and Monitoring',
      isFree: false,
      price: 14.99,
      currency: 'USD',
      totalQuestions: 24,
      timeLimit: 2400,
    },
    {
      id: -7,
      title: 'Producers and Consumers in Depth',
      isFree: false,
      price: 14.99,
      currency: 'USD',
      totalQuestions: 24,
      timeLimit: 2400,
    },
    {
      id: -8,
      title: 'Schema Registry, Security and Testing',
      isFree: false,
      price: 14.99,
      currency: 'USD',
      totalQuestions: 30,
      timeLimit: 2700,
    },
  ],
  testAccessMonths: 6,
  subscription: { price: 29.99, currency: 'USD', months: 1 },
};
