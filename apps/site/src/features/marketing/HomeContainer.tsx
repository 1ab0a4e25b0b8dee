import { HomePage } from '@elearning/ui';
import { publicUrls } from '../../config/paths';

/** The landing page: static content (spec: no data calls). */
export function HomeContainer() {
  return <HomePage urls={publicUrls} />;
}
