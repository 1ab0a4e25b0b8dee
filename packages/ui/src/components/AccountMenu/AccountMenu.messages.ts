import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  trigger: { id: 'ui.AccountMenu.trigger', defaultMessage: 'Account menu' },
  dashboard: { id: 'ui.AccountMenu.dashboard', defaultMessage: 'Dashboard' },
  settings: { id: 'ui.AccountMenu.settings', defaultMessage: 'Settings' },
  logout: { id: 'ui.AccountMenu.logout', defaultMessage: 'Logout' },
});
