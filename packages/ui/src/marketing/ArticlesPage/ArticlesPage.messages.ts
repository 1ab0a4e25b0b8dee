import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  eyebrow: { id: 'ui.ArticlesPage.eyebrow', defaultMessage: 'Learn at your own pace' },
  title: { id: 'ui.ArticlesPage.title', defaultMessage: 'Kafka Articles' },
  lead: {
    id: 'ui.ArticlesPage.lead',
    defaultMessage:
      'Short articles on Apache Kafka, from your first topic to stream processing, each ending with a knowledge check.',
  },
  loadMore: { id: 'ui.ArticlesPage.loadMore', defaultMessage: 'Load More' },
  emptyTitle: { id: 'ui.ArticlesPage.emptyTitle', defaultMessage: 'No articles yet' },
  emptyText: {
    id: 'ui.ArticlesPage.emptyText',
    defaultMessage: 'New articles are on their way. Check back soon.',
  },
});

export const showingMessage = defineMessage<{ shown: number; total: number }>({
  id: 'ui.ArticlesPage.showing',
  defaultMessage: 'Showing {shown, number} of {total, plural, one {# article} other {# articles}}',
});
