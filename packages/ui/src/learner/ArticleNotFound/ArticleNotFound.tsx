import { FileTextIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { ResultCard } from '../_internal/ResultCard';
import type { LearnerUrls } from '../_internal/urls';
import { messages } from './ArticleNotFound.messages';

export interface ArticleNotFoundProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Where the ways on lead: the article catalogue and My Courses. */
  urls: Pick<LearnerUrls, 'articles' | 'myCourses'>;
}

/** /course/{id} for an id that names no article: say so, and offer the catalogue and My Courses. */
export function ArticleNotFound({ urls, ...rest }: ArticleNotFoundProps) {
  const intl = useIntl();
  return (
    <ResultCard
      tone="amber"
      icon={<FileTextIcon width={32} height={32} />}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.text)}
      actions={
        <>
          <Button size="3" asChild>
            <RouterLink href={urls.articles}>{intl.formatMessage(messages.browse)}</RouterLink>
          </Button>
          <Button size="3" variant="soft" asChild>
            <RouterLink href={urls.myCourses}>{intl.formatMessage(messages.myCourses)}</RouterLink>
          </Button>
        </>
      }
      {...rest}
    />
  );
}
