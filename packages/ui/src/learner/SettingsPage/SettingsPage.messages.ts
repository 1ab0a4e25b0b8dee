import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.SettingsPage.title', defaultMessage: 'Settings' },
  subtitle: { id: 'ui.SettingsPage.subtitle', defaultMessage: 'Your profile, password, email and billing.' },
});
