import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.ChangePasswordForm.title', defaultMessage: 'Choose a new password' },
  description: {
    id: 'ui.ChangePasswordForm.description',
    defaultMessage: 'Set a new password for your account before you continue.',
  },
  submit: { id: 'ui.ChangePasswordForm.submit', defaultMessage: 'Change password' },
  submitting: { id: 'ui.ChangePasswordForm.submitting', defaultMessage: 'Saving…' },
  failed: { id: 'ui.ChangePasswordForm.failed', defaultMessage: 'Failed to change password.' },
  backToDashboard: { id: 'ui.ChangePasswordForm.backToDashboard', defaultMessage: 'Back to dashboard' },
  signOut: { id: 'ui.ChangePasswordForm.signOut', defaultMessage: 'Sign out' },
  requestNewPassword: {
    id: 'ui.ChangePasswordForm.requestNewPassword',
    defaultMessage: 'Send a new temporary password',
  },
  successTitle: { id: 'ui.ChangePasswordForm.successTitle', defaultMessage: 'Password changed' },
  successText: {
    id: 'ui.ChangePasswordForm.successText',
    defaultMessage: 'Your new password is set. Use it the next time you sign in.',
  },
  continue: { id: 'ui.ChangePasswordForm.continue', defaultMessage: 'Continue to Dashboard' },
});
