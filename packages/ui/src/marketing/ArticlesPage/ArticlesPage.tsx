import { ReaderIcon } from '@radix-ui/react-icons';
import { Button, Container, Flex, Grid, Section, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../shared/EmptyState';
import { PageHero } from '../_internal/PageHero';
import { ArticleCard, type Article } from '../ArticleCard';
import { messages, showingMessage } from './ArticlesPage.messages';

export interface ArticlesPageProps extends ComponentPropsWithoutRef<'div'> {
  /** The catalogue, in the reader's language (the site's catalogue). */
  articles: Article[];
  /** How many articles show at first and how many more each Load More adds. */
  pageSize?: number;
  /** The address of one article, from its id (the site's `config/paths.ts`). */
  articleUrl: (id: Article['id']) => string;
}

/** The article catalogue: a page of cards, Load More for the next page, an empty state when there are none. */
export function ArticlesPage({ articles, pageSize = 3, articleUrl, ...rest }: ArticlesPageProps) {
  const intl = useIntl();
  const [shownCount, setShownCount] = useState(pageSize);
  const firstNewCard = useRef<HTMLElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const shown = articles.slice(0, shownCount);
  const hasMore = shownCount < articles.length;

  // Keyboard and screen-reader users continue from the first card Load More revealed.
  useEffect(() => {
    if (focusFrom !== null) firstNewCard.current?.focus();
  }, [focusFrom]);

  const loadMore = () => {
    setFocusFrom(shownCount);
    setShownCount((count) => count + pageSize);
  };

  return (
    <div {...rest}>
      <PageHero
        eyebrow={intl.formatMessage(messages.eyebrow)}
        title={intl.formatMessage(messages.title)}
        lead={intl.formatMessage(messages.lead)}
      />
      <Section size="2" pt="0">
        <Container size="4" px="4">
          {articles.length === 0 ? (
            <EmptyState
              icon={<ReaderIcon width={32} height={32} />}
              title={intl.formatMessage(messages.emptyTitle)}
              description={intl.formatMessage(messages.emptyText)}
            />
          ) : (
            <Flex direction="column" align="center" gap="6">
              <Grid asChild columns={{ initial: '1', sm: '2', md: '3' }} gap="4" width="100%">
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {shown.map((article, index) => (
                    <li key={article.id} style={{ display: 'flex' }}>
                      <ArticleCard
                        article={article}
                        href={articleUrl(article.id)}
                        style={{ width: '100%', outlineOffset: 2 }}
                        ref={index === focusFrom ? firstNewCard : undefined}
                        tabIndex={index === focusFrom ? -1 : undefined}
                      />
                    </li>
                  ))}
                </ul>
              </Grid>
              <Text size="2" color="gray" role="status">
                {intl.formatMessage(showingMessage, { shown: shown.length, total: articles.length })}
              </Text>
              {hasMore && (
                <Button size="3" variant="outline" onClick={loadMore}>
                  {intl.formatMessage(messages.loadMore)}
                </Button>
              )}
            </Flex>
          )}
        </Container>
      </Section>
    </div>
  );
}
