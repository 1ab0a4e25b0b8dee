import type { Order } from './types';

/** Orders covering each status and days-left edge, for stories and tests. */
export const sampleOrders: Order[] = [
  {
    id: 5,
    orderNumber: 'ORD-2026-000005',
    testName: 'CCDAK Practice Test 1',
    status: 'active',
    price: 19.99,
    currency: 'USD',
    purchaseDate: '2026-11-21T16:36:07Z',
    expiryDate: '2027-05-21T16:36:07Z',
    daysLeft: 181,
  },
  {
    id: 4,
    orderNumber: 'ORD-2026-000004',
    testName: 'Kafka Streams essentials',
    status: 'expiring-soon',
    price: 14.5,
    currency: 'EUR',
    purchaseDate: '2026-06-12T09:00:00Z',
    expiryDate: '2026-12-12T09:00:00Z',
    daysLeft: 21,
  },
  {
    id: 3,
    orderNumber: 'ORD-2026-000003',
    testName: 'Premium subscription',
    status: 'expiring-soon',
    price: 29.99,
    currency: 'USD',
    purchaseDate: '2026-10-22T10:00:00Z',
    expiryDate: '2026-11-22T10:00:00Z',
    daysLeft: 0,
  },
  {
    id: 2,
    orderNumber: 'ORD-2026-000002',
    testName: 'Kafka Connect and Schema Registry deep dive — full practice exam with explanations',
    status: 'expired',
    price: 24,
    currency: 'USD',
    purchaseDate: '2026-01-03T08:00:00Z',
    expiryDate: '2026-07-03T08:00:00Z',
    daysLeft: 0,
  },
];
