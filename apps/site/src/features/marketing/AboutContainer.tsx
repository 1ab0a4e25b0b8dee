import { AboutPage } from '@elearning/ui';
import { publicUrls } from '../../config/paths';

/** The about page: static content with the placeholder team. */
export function AboutContainer() {
  return <AboutPage urls={publicUrls} />;
}
