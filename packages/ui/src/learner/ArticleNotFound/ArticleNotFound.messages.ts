import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.ArticleNotFound.title', defaultMessage: 'Article not found' },
  text: {
    id: 'ui.ArticleNotFound.text',
    defaultMessage: 'This article does not exist or is no longer available.',
  },
  browse: { id: 'ui.ArticleNotFound.browse', defaultMessage: 'Browse articles' },
  myCourses: { id: 'ui.ArticleNotFound.myCourses', defaultMessage: 'Go to My Courses' },
});
