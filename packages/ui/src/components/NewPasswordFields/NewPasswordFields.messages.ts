import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  newPassword: { id: 'ui.NewPasswordFields.newPassword', defaultMessage: 'New password' },
  confirmNewPassword: {
    id: 'ui.NewPasswordFields.confirmNewPassword',
    defaultMessage: 'Confirm new password',
  },
  showNewPassword: { id: 'ui.NewPasswordFields.showNewPassword', defaultMessage: 'Show new password' },
  password: { id: 'ui.NewPasswordFields.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'ui.NewPasswordFields.confirmPassword', defaultMessage: 'Confirm password' },
  showPassword: { id: 'ui.NewPasswordFields.showPassword', defaultMessage: 'Show password' },
  showConfirmation: {
    id: 'ui.NewPasswordFields.showConfirmation',
    defaultMessage: 'Show password confirmation',
  },
  mismatch: { id: 'ui.NewPasswordFields.mismatch', defaultMessage: 'Passwords do not match.' },
});
