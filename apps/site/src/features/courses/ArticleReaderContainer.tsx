import { useRecordArticleProgress, type ArticleProgressEvent } from '@elearning/api-client';
import { ArticleNotFound, ArticleReader, type ReaderArticle } from '@elearning/ui';
import { useCallback } from 'react';
import { paths } from '../../config/paths';
import { useLearnerUrls, usePathIn } from '../../lib/addresses';
import { useAuth } from '../../lib/auth';
import { useNotify } from '../../lib/notify';
import { usePreferences } from '../../lib/preferences';
import { findArticle } from './content/articles';

/**
 * /course/{id}: that article in the reader's language, or a not-found state. Signed in: the whole article and its
 * knowledge check; reaching the end and passing the check are stored for My Courses. Signed out (the public frame,
 * without the data layer): the first section and a prompt to sign up, as the articles are free with an account.
 */
export function ArticleReaderContainer({ id }: { id: string | undefined }) {
  const { locale } = usePreferences();
  const { user } = useAuth();
  const pathIn = usePathIn();
  const learnerUrls = useLearnerUrls();
  const article = findArticle(id, locale);
  if (!article) return <ArticleNotFound urls={learnerUrls} />;
  if (!user)
    return (
      <ArticleReader
        article={article}
        urls={learnerUrls}
        preview={{ signUpHref: pathIn(paths.signup), loginHref: pathIn(paths.login) }}
      />
    );
  return <SignedInArticle article={article} />;
}

function SignedInArticle({ article }: { article: ReaderArticle }) {
  const record = useRecordArticleProgress();
  const learnerUrls = useLearnerUrls();
  const notify = useNotify();
  const articleId = article.id;
  const save = useCallback(
    (event: ArticleProgressEvent) => {
      record({ articleId, event }).catch((error: unknown) => notify.failure('learningSaveFailed', error));
    },
    [articleId, record, notify],
  );
  return (
    <ArticleReader
      article={article}
      urls={learnerUrls}
      onReachEnd={() => save('read')}
      onCheckPassed={() => save('check-passed')}
    />
  );
}
