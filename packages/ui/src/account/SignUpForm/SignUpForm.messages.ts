import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.SignUpForm.title', defaultMessage: 'Create your account' },
    description: {
      id: 'ui.SignUpForm.description',
      defaultMessage: 'Start learning Kafka with courses, labs and practice tests.',
    },
    firstName: { id: 'ui.SignUpForm.firstName', defaultMessage: 'First name' },
    lastName: { id: 'ui.SignUpForm.lastName', defaultMessage: 'Last name' },
    email: { id: 'ui.SignUpForm.email', defaultMessage: 'Email' },
    termsRequired: { id: 'ui.SignUpForm.termsRequired', defaultMessage: 'You must agree to the terms.' },
    emailInUse: { id: 'ui.SignUpForm.emailInUse', defaultMessage: 'This email is already in use.' },
    failed: { id: 'ui.SignUpForm.failed', defaultMessage: 'Sign-up failed.' },
    submit: { id: 'ui.SignUpForm.submit', defaultMessage: 'Create account' },
    submitting: { id: 'ui.SignUpForm.submitting', defaultMessage: 'Redirecting…' },
    haveAccount: { id: 'ui.SignUpForm.haveAccount', defaultMessage: 'Already have an account?' },
    login: { id: 'ui.SignUpForm.login', defaultMessage: 'Sign in' },
  }),
  terms: defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
    id: 'ui.SignUpForm.terms',
    defaultMessage:
      'I agree to the <terms>Terms of Service</terms> and the <privacy>Privacy Policy</privacy>',
  }),
};
