import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.ForgotPasswordForm.title', defaultMessage: 'Forgot your password?' },
    description: {
      id: 'ui.ForgotPasswordForm.description',
      defaultMessage:
        'Enter the email of your account and we will send you a temporary password, valid for 1 hour.',
    },
    email: { id: 'ui.ForgotPasswordForm.email', defaultMessage: 'Email' },
    submit: { id: 'ui.ForgotPasswordForm.submit', defaultMessage: 'Send a temporary password' },
    submitting: { id: 'ui.ForgotPasswordForm.submitting', defaultMessage: 'Sending…' },
    failed: {
      id: 'ui.ForgotPasswordForm.failed',
      defaultMessage: 'Unable to send a temporary password.',
    },
    backToLogin: { id: 'ui.ForgotPasswordForm.backToLogin', defaultMessage: 'Back to login' },
    sentTitle: { id: 'ui.ForgotPasswordForm.sentTitle', defaultMessage: 'Check your email' },
    notReceived: {
      id: 'ui.ForgotPasswordForm.notReceived',
      defaultMessage: 'Wrong address or nothing received?',
    },
    tryAnother: { id: 'ui.ForgotPasswordForm.tryAnother', defaultMessage: 'Try another address' },
    sentTextAnyAddress: {
      id: 'ui.ForgotPasswordForm.sentTextAnyAddress',
      defaultMessage:
        'If an account exists for that address, a temporary password is on its way. Sign in with it within 1 hour, then choose a new password.',
    },
  }),
  sentText: defineMessage<{ email: string; b: MessageTag }>({
    id: 'ui.ForgotPasswordForm.sentText',
    defaultMessage:
      'If an account exists for <b>{email}</b>, a temporary password is on its way. Sign in with it within 1 hour, then choose a new password.',
  }),
};
