import { AboutPage } from '@elearning/ui';
import { usePublicUrls } from '../../lib/addresses';

/** The about page: static content with the placeholder team. */
export function AboutContainer() {
  return <AboutPage urls={usePublicUrls()} />;
}
