import { NotFoundPage } from '@elearning/ui';
import { useEffect } from 'react';
import { publicUrls } from '../../config/paths';

/** An unknown address: the 404 page, and the path in the console (spec: it logs the requested path). */
export function NotFoundContainer({ path }: { path?: string }) {
  useEffect(() => {
    if (path) console.info(`404: no page at ${path}`);
  }, [path]);
  return <NotFoundPage path={path} homeUrl={publicUrls.home} />;
}
