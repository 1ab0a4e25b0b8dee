import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.PasswordPanel.title', defaultMessage: 'Password' },
  description: {
    id: 'ui.PasswordPanel.description',
    defaultMessage: 'Change your password regularly to keep your account safe.',
  },
  open: { id: 'ui.PasswordPanel.open', defaultMessage: 'Change Password' },
  currentPassword: { id: 'ui.PasswordPanel.currentPassword', defaultMessage: 'Current password' },
  showCurrent: { id: 'ui.PasswordPanel.showCurrent', defaultMessage: 'Show current password' },
  save: { id: 'ui.PasswordPanel.save', defaultMessage: 'Update Password' },
  saving: { id: 'ui.PasswordPanel.saving', defaultMessage: 'Updating…' },
  cancel: { id: 'ui.PasswordPanel.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'ui.PasswordPanel.saved', defaultMessage: 'Password updated successfully.' },
  failed: { id: 'ui.PasswordPanel.failed', defaultMessage: 'Failed to update password.' },
});
