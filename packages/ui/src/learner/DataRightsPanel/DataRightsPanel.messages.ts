import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.DataRightsPanel.title', defaultMessage: 'Your data' },
  description: {
    id: 'ui.DataRightsPanel.description',
    defaultMessage: 'Download everything we hold about you, or delete your account.',
  },
  exportTitle: { id: 'ui.DataRightsPanel.exportTitle', defaultMessage: 'Download my data' },
  exportText: {
    id: 'ui.DataRightsPanel.exportText',
    defaultMessage:
      'A JSON file with your profile, attempts and answers, orders, receipts, subscription and question reports.',
  },
  exportAction: { id: 'ui.DataRightsPanel.exportAction', defaultMessage: 'Download my data (JSON)' },
  deleteTitle: { id: 'ui.DataRightsPanel.deleteTitle', defaultMessage: 'Delete my account' },
  deleteText: {
    id: 'ui.DataRightsPanel.deleteText',
    defaultMessage:
      'Your profile, attempts, answers, reports and access end for good. Orders and receipts are kept, without your account, as the law requires for accounting.',
  },
  subscriptionNote: {
    id: 'ui.DataRightsPanel.subscriptionNote',
    defaultMessage: 'Your Premium subscription will be cancelled first: nothing more will be charged.',
  },
  deleteOpen: { id: 'ui.DataRightsPanel.deleteOpen', defaultMessage: 'Delete account…' },
  confirmText: {
    id: 'ui.DataRightsPanel.confirmText',
    defaultMessage: 'This cannot be undone. Enter your password to confirm.',
  },
  currentPassword: { id: 'ui.DataRightsPanel.currentPassword', defaultMessage: 'Current password' },
  showCurrent: { id: 'ui.DataRightsPanel.showCurrent', defaultMessage: 'Show current password' },
  deleteConfirm: { id: 'ui.DataRightsPanel.deleteConfirm', defaultMessage: 'Delete my account for good' },
  deleting: { id: 'ui.DataRightsPanel.deleting', defaultMessage: 'Deleting…' },
  cancel: { id: 'ui.DataRightsPanel.cancel', defaultMessage: 'Cancel' },
  failed: { id: 'ui.DataRightsPanel.failed', defaultMessage: 'Your account was not deleted.' },
});
