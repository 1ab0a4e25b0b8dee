import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.VerifyEmailForm.title', defaultMessage: 'Verify your email' },
    code: { id: 'ui.VerifyEmailForm.code', defaultMessage: 'Verification code' },
    submit: { id: 'ui.VerifyEmailForm.submit', defaultMessage: 'Verify Email' },
    submitting: { id: 'ui.VerifyEmailForm.submitting', defaultMessage: 'Verifying…' },
    failed: { id: 'ui.VerifyEmailForm.failed', defaultMessage: 'Verification failed.' },
    noCode: { id: 'ui.VerifyEmailForm.noCode', defaultMessage: "Didn't receive the code?" },
    resend: { id: 'ui.VerifyEmailForm.resend', defaultMessage: 'Resend code' },
    resending: { id: 'ui.VerifyEmailForm.resending', defaultMessage: 'Sending…' },
    resent: { id: 'ui.VerifyEmailForm.resent', defaultMessage: 'Code resent to your email address.' },
    resendFailed: { id: 'ui.VerifyEmailForm.resendFailed', defaultMessage: 'Failed to send the code.' },
    backToSignup: { id: 'ui.VerifyEmailForm.backToSignup', defaultMessage: 'Back to signup' },
    sentToYou: {
      id: 'ui.VerifyEmailForm.sentToYou',
      defaultMessage: 'We sent a 6-digit code to the address you signed up with.',
    },
  }),
  sentTo: defineMessage<{ email: string; b: MessageTag }>({
    id: 'ui.VerifyEmailForm.sentTo',
    defaultMessage: 'We sent a 6-digit code to <b>{email}</b>.',
  }),
};
