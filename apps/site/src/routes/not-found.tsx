import { useLocation } from 'react-router-dom';
import { NotFoundContainer } from '../features/marketing/NotFoundContainer';

export function Component() {
  const { pathname, search } = useLocation();
  return <NotFoundContainer path={pathname + search} />;
}
