export { ReceiptList, type ReceiptListProps } from './ReceiptList';
