import { NotFoundPage } from '@elearning/ui';
import { useEffect } from 'react';
import { usePublicUrls } from '../../lib/addresses';

/** An unknown address: the 404 page, and the path in the console (spec: it logs the requested path). */
export function NotFoundContainer({ path }: { path?: string }) {
  const urls = usePublicUrls();
  useEffect(() => {
    if (path) console.info(`404: no page at ${path}`);
  }, [path]);
  return <NotFoundPage path={path} homeUrl={urls.home} />;
}
