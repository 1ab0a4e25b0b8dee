import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.ForgotPasswordForm.title', defaultMessage: 'Forgot your password?' },
    description: {
      id: 'ui.ForgotPasswordForm.description',
      defaultMessage: 'Enter the email of your account and we will send you a reset link.',
    },
    email: { id: 'ui.ForgotPasswordForm.email', defaultMessage: 'Email' },
    submit: { id: 'ui.ForgotPasswordForm.submit', defaultMessage: 'Reset password' },
    submitting: { id: 'ui.ForgotPasswordForm.submitting', defaultMessage: 'Sending…' },
    failed: { id: 'ui.ForgotPasswordForm.failed', defaultMessage: 'Unable to send reset link.' },
    backToLogin: { id: 'ui.ForgotPasswordForm.backToLogin', defaultMessage: 'Back to login' },
    sentTitle: { id: 'ui.ForgotPasswordForm.sentTitle', defaultMessage: 'Check your email' },
    notReceived: {
      id: 'ui.ForgotPasswordForm.notReceived',
      defaultMessage: 'Wrong address or nothing received?',
    },
    tryAnother: { id: 'ui.ForgotPasswordForm.tryAnother', defaultMessage: 'Try another address' },
  }),
  sentText: defineMessage<{ email: string; b: MessageTag }>({
    id: 'ui.ForgotPasswordForm.sentText',
    defaultMessage: 'If an account exists for <b>{email}</b>, a reset link is on its way.',
  }),
};
