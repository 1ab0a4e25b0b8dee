import { EmptyState } from '@elearning/ui';
import { useLocation } from 'react-router-dom';

export function Component() {
  const { pathname } = useLocation();
  return <EmptyState title="404" description={pathname} />;
}
