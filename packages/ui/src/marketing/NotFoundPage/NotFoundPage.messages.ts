import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.NotFoundPage.title', defaultMessage: 'Oops! Page not found' },
  text: {
    id: 'ui.NotFoundPage.text',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
  home: { id: 'ui.NotFoundPage.home', defaultMessage: 'Return to Home' },
});

export const pathMessage = defineMessage<{ path: string }>({
  id: 'ui.NotFoundPage.path',
  defaultMessage: 'Requested address: {path}',
});
