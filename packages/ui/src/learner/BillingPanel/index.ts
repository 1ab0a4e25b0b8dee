export { BillingPanel, type BillingPanelProps } from './BillingPanel';
