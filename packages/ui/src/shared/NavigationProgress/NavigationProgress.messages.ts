import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'ui.NavigationProgress.loading', defaultMessage: 'Loading the page' },
});
