export { PricingPage, type PricingPageProps } from './PricingPage';
export type { PricingOffer, PricedTest as PricingTest } from './offer';
