import { HomePage } from '@elearning/ui';
import { usePublicUrls } from '../../lib/addresses';

/** The landing page: static content (spec: no data calls). */
export function HomeContainer() {
  return <HomePage urls={usePublicUrls()} />;
}
