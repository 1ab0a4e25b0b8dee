export { PurchaseModal, type PurchaseModalProps } from './PurchaseModal';
