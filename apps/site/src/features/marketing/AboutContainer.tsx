import { AboutPage } from '@elearning/ui';

/** The about page: static content with the placeholder team. */
export function AboutContainer() {
  return <AboutPage />;
}
