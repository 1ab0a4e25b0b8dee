import { useHydrated } from '@elearning/ui';
import { useLocation } from 'react-router-dom';
import { NotFoundContainer } from '../features/marketing/NotFoundContainer';

export function Component() {
  const { pathname, search } = useLocation();
  // The page is pre-rendered once for every unknown path: the path line appears once hydrated.
  const hydrated = useHydrated();
  return <NotFoundContainer path={hydrated ? pathname + search : undefined} />;
}
