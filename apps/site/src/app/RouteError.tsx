import { ErrorCard } from '@elearning/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useTexts } from '../lib/texts';

/**
 * What a route shows when its chunk cannot load (a deploy replaced it) or its page throws: a themed, translated
 * card with Reload, instead of React Router's bare default page.
 */
export function RouteError() {
  const error = useRouteError();
  const texts = useTexts();
  useEffect(() => console.error('route error:', error), [error]);
  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: 'var(--space-9) var(--space-4)' }}>
      <ErrorCard
        message={texts.pageFailed}
        retryLabel={texts.reload}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
