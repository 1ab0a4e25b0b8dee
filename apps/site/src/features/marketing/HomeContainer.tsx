import { HomePage } from '@elearning/ui';

/** The landing page: static content (spec: no data calls). */
export function HomeContainer() {
  return <HomePage />;
}
