export { PaymentCancelledPage, type PaymentCancelledPageProps } from './PaymentCancelledPage';
