import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'ui.LoadingSpinner.loading', defaultMessage: 'Loading…' },
});
