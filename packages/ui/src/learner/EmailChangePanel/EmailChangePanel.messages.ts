import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.EmailChangePanel.title', defaultMessage: 'Email' },
    description: {
      id: 'ui.EmailChangePanel.description',
      defaultMessage: 'We send a code to the new address to check it is yours.',
    },
    newEmail: { id: 'ui.EmailChangePanel.newEmail', defaultMessage: 'Email address' },
    sendCode: { id: 'ui.EmailChangePanel.sendCode', defaultMessage: 'Send Code' },
    dialogTitle: { id: 'ui.EmailChangePanel.dialogTitle', defaultMessage: 'Confirm your password' },
    currentPassword: { id: 'ui.EmailChangePanel.currentPassword', defaultMessage: 'Current password' },
    confirm: { id: 'ui.EmailChangePanel.confirm', defaultMessage: 'Send the code' },
    sending: { id: 'ui.EmailChangePanel.sending', defaultMessage: 'Sending…' },
    cancel: { id: 'ui.EmailChangePanel.cancel', defaultMessage: 'Cancel' },
    requestFailed: {
      id: 'ui.EmailChangePanel.requestFailed',
      defaultMessage: 'Failed to send verification code.',
    },
    codeSent: {
      id: 'ui.EmailChangePanel.codeSent',
      defaultMessage: 'Verification code sent to the new email.',
    },
    code: { id: 'ui.EmailChangePanel.code', defaultMessage: 'Verification code' },
    verify: { id: 'ui.EmailChangePanel.verify', defaultMessage: 'Verify' },
    verifying: { id: 'ui.EmailChangePanel.verifying', defaultMessage: 'Verifying…' },
    verifyFailed: { id: 'ui.EmailChangePanel.verifyFailed', defaultMessage: 'Verification failed.' },
    useAnother: { id: 'ui.EmailChangePanel.useAnother', defaultMessage: 'Use another address' },
    updated: { id: 'ui.EmailChangePanel.updated', defaultMessage: 'Email updated successfully.' },
  }),
  dialogText: defineMessage<{ email: string; b: MessageTag }>({
    id: 'ui.EmailChangePanel.dialogText',
    defaultMessage: 'For your security, enter your current password to change your email to <b>{email}</b>.',
  }),
  enterCode: defineMessage<{ email: string; b: MessageTag }>({
    id: 'ui.EmailChangePanel.enterCode',
    defaultMessage: 'Enter the 6-digit code we sent to <b>{email}</b>.',
  }),
};
