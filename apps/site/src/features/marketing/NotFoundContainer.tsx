import { NotFoundPage } from '@elearning/ui';
import { useEffect } from 'react';

/** An unknown address: the 404 page, and the path in the console (spec: it logs the requested path). */
export function NotFoundContainer({ path }: { path: string }) {
  useEffect(() => {
    console.info(`404: no page at ${path}`);
  }, [path]);
  return <NotFoundPage path={path} />;
}
