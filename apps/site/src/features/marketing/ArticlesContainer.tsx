import { ArticlesPage } from '@elearning/ui';
import { useMemo } from 'react';
import { paths } from '../../config/paths';
import { usePreferences } from '../../lib/preferences';
import { articleCatalogueFor } from './articleCatalogue';

/** The article catalogue: the articles shipped with the site, in the reader's language (spec decision 10). */
export function ArticlesContainer() {
  const { locale } = usePreferences();
  const articles = useMemo(() => articleCatalogueFor(locale), [locale]);
  return <ArticlesPage articles={articles} articleUrl={paths.article} />;
}
