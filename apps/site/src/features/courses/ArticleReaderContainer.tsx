import { ArticleReader, sampleReaderArticle } from '@elearning/ui';
import { usePreferences } from '../../lib/preferences';

/**
 * The article reader: the sample article shipped with the site (spec: a sample Kafka article, whatever the
 * id), in the learner's language, with its local knowledge check.
 */
export function ArticleReaderContainer() {
  const { locale } = usePreferences();
  return <ArticleReader article={sampleReaderArticle[locale]} />;
}
