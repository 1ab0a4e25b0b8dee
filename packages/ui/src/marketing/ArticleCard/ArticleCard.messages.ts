import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  beginner: { id: 'ui.ArticleCard.beginner', defaultMessage: 'Beginner' },
  intermediate: { id: 'ui.ArticleCard.intermediate', defaultMessage: 'Intermediate' },
  advanced: { id: 'ui.ArticleCard.advanced', defaultMessage: 'Advanced' },
  readArticle: { id: 'ui.ArticleCard.readArticle', defaultMessage: 'Read Article' },
});

export const durationMessage = defineMessage<{ minutes: number }>({
  id: 'ui.ArticleCard.duration',
  defaultMessage: '{minutes, number} min read',
});

export const sectionsMessage = defineMessage<{ count: number }>({
  id: 'ui.ArticleCard.sections',
  defaultMessage: '{count, plural, one {# section} other {# sections}}',
});

export const publishedMessage = defineMessage<{ date: string }>({
  id: 'ui.ArticleCard.published',
  defaultMessage: 'Published {date}',
});
