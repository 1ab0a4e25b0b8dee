export { PaymentResultPage, type PaymentResultPageProps, type PaymentPurchase } from './PaymentResultPage';
