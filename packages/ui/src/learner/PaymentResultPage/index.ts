export { PaymentResultPage, type PaymentResultPageProps } from './PaymentResultPage';
