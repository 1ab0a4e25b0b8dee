import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loadingSession: { id: 'ui.LoginPage.loadingSession', defaultMessage: 'Checking your session…' },
});
