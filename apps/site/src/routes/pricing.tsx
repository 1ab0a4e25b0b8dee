import { PricingContainer } from '../features/marketing/PricingContainer';

export function Component() {
  return <PricingContainer />;
}
