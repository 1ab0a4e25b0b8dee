import { ArticleNotFound, ArticleReader } from '@elearning/ui';
import { learnerUrls } from '../../config/paths';
import { usePreferences } from '../../lib/preferences';
import { findArticle } from './content/articles';

/** /course/{id}: that article in the learner's language with its local knowledge check, or a not-found state. */
export function ArticleReaderContainer({ id }: { id: string | undefined }) {
  const { locale } = usePreferences();
  const article = findArticle(id, locale);
  if (!article) return <ArticleNotFound urls={learnerUrls} />;
  return <ArticleReader article={article} urls={learnerUrls} />;
}
