import { ArticlesPage, sampleArticlesFor } from '@elearning/ui';
import { useMemo } from 'react';
import { usePreferences } from '../../lib/preferences';

/** The article catalogue: the articles shipped with the site, in the reader's language (spec decision 10). */
export function ArticlesContainer() {
  const { locale } = usePreferences();
  const articles = useMemo(() => sampleArticlesFor(locale), [locale]);
  return <ArticlesPage articles={articles} />;
}
