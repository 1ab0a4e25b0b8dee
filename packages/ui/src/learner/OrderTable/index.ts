export { OrderTable, type OrderTableProps } from './OrderTable';
export { daysLeftTone, EXPIRING_SOON_DAYS, type DaysLeftTone } from './daysLeft';
export type { Order } from './types';
