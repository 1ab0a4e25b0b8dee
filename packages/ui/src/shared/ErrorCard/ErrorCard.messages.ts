import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.ErrorCard.title', defaultMessage: 'Something went wrong' },
  retry: { id: 'ui.ErrorCard.retry', defaultMessage: 'Try Again' },
});
