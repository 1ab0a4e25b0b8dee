export { PricingPage, type PricingPageProps } from './PricingPage';
