import { PricingPage } from '@elearning/ui';

/** The marketing plans: static content, every plan button leads to sign-up. */
export function PricingContainer() {
  return <PricingPage />;
}
