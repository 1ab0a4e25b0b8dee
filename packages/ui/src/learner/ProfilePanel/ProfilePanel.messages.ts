import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.ProfilePanel.title', defaultMessage: 'Profile' },
  description: {
    id: 'ui.ProfilePanel.description',
    defaultMessage: 'Your name as it appears in the app.',
  },
  firstName: { id: 'ui.ProfilePanel.firstName', defaultMessage: 'First name' },
  lastName: { id: 'ui.ProfilePanel.lastName', defaultMessage: 'Last name' },
  email: { id: 'ui.ProfilePanel.email', defaultMessage: 'Email' },
  emailNote: { id: 'ui.ProfilePanel.emailNote', defaultMessage: 'Change it in the Email section below.' },
  save: { id: 'ui.ProfilePanel.save', defaultMessage: 'Save Changes' },
  saving: { id: 'ui.ProfilePanel.saving', defaultMessage: 'Saving…' },
  saved: { id: 'ui.ProfilePanel.saved', defaultMessage: 'Profile updated successfully.' },
  failed: { id: 'ui.ProfilePanel.failed', defaultMessage: 'Failed to update profile.' },
});
