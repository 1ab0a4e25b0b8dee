import { usePricing } from '@elearning/api-client';
import { PricingPage } from '@elearning/ui';
import { paths } from '../../config/paths';
import { usePublicUrls } from '../../lib/addresses';
import { useAuth } from '../../lib/auth';
import { statusOf } from '../../lib/queryStatus';

const signedInUrls = { free: paths.tests, perTest: paths.tests, premium: paths.subscription };

/** The pricing page: what the product sells, from the server's price list (the prices checkout charges). */
export function PricingContainer() {
  const pricing = usePricing();
  const { user } = useAuth();
  const urls = usePublicUrls();
  return (
    <PricingPage
      status={statusOf(pricing)}
      offer={pricing.data}
      onRetry={() => void pricing.mutate()}
      urls={urls}
      signedInUrls={user ? signedInUrls : undefined}
    />
  );
}
