import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';

// The ui ships every screen's own text, but not the notices a container raises after a call (spec section 8)
// nor the fallbacks it passes as `submitError` when the server gave no message. French: i18n/fr/app.json,
// checked for missing, left-over and mismatched texts by i18n/messages.test.ts. Outcomes the ui already shows
// in place (settings panels, contact, Check your email, /success) are not repeated as toasts.
const messages = defineMessages({
  loginSuccess: { id: 'site.texts.loginSuccess', defaultMessage: 'Login successful!' },
  loginFailed: { id: 'site.texts.loginFailed', defaultMessage: 'Login failed' },
  signUpFailed: { id: 'site.texts.signUpFailed', defaultMessage: 'Registration failed. Please try again.' },
  noPendingEmail: {
    id: 'site.texts.noPendingEmail',
    defaultMessage: 'No email found. Please register again.',
  },
  emailVerified: { id: 'site.texts.emailVerified', defaultMessage: 'Email verified successfully!' },
  invalidCode: { id: 'site.texts.invalidCode', defaultMessage: 'Invalid code.' },
  resetLinkFailed: {
    id: 'site.texts.resetLinkFailed',
    defaultMessage: 'Unable to send a temporary password. Please try again.',
  },
  changePasswordFailed: { id: 'site.texts.changePasswordFailed', defaultMessage: 'An error occurred.' },
  contactFailed: { id: 'site.texts.contactFailed', defaultMessage: 'Failed to send message.' },
  profileUpdateFailed: { id: 'site.texts.profileUpdateFailed', defaultMessage: 'Failed to update profile.' },
  passwordUpdateFailed: {
    id: 'site.texts.passwordUpdateFailed',
    defaultMessage: 'Failed to update password.',
  },
  codeSendFailed: { id: 'site.texts.codeSendFailed', defaultMessage: 'Failed to send verification code.' },
  emailVerifyFailed: { id: 'site.texts.emailVerifyFailed', defaultMessage: 'Verification failed.' },
  paymentCreateFailed: {
    id: 'site.texts.paymentCreateFailed',
    defaultMessage: 'Failed to create subscription payment',
  },
  certificateUnavailable: {
    id: 'site.texts.certificateUnavailable',
    defaultMessage: 'Certificates are not available yet.',
  },
  pageFailed: {
    id: 'site.texts.pageFailed',
    defaultMessage: 'This page could not be shown. Reloading usually fixes it.',
  },
  reload: { id: 'site.texts.reload', defaultMessage: 'Reload' },
  learningSaveFailed: {
    id: 'site.texts.learningSaveFailed',
    defaultMessage: 'Your progress could not be saved. Please try again.',
  },
  signedOut: { id: 'site.texts.signedOut', defaultMessage: 'You are signed out.' },
  accountDeleted: { id: 'site.texts.accountDeleted', defaultMessage: 'Your account was deleted.' },
  accountDeleteFailed: {
    id: 'site.texts.accountDeleteFailed',
    defaultMessage: 'Your account could not be deleted. Please try again.',
  },
});

export type TextKey = keyof typeof messages;

/** The app's own texts in the current language. */
export function useTexts(): Record<TextKey, string> {
  const intl = useIntl();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, intl.formatMessage(message)]),
      ) as Record<TextKey, string>,
    [intl],
  );
}
