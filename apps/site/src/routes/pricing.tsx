import { DataLayer } from '../app/DataLayer';
import { PricingContainer } from '../features/marketing/PricingContainer';

export function Component() {
  return (
    <DataLayer>
      <PricingContainer />
    </DataLayer>
  );
}
