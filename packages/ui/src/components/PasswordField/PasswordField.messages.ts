import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  show: { id: 'ui.PasswordField.show', defaultMessage: 'Show password' },
});
