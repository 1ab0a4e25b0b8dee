import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.LoginForm.title', defaultMessage: 'Welcome back' },
    description: {
      id: 'ui.LoginForm.description',
      defaultMessage: 'Sign in to continue your Kafka learning.',
    },
    email: { id: 'ui.LoginForm.email', defaultMessage: 'Email' },
    password: { id: 'ui.LoginForm.password', defaultMessage: 'Password' },
    forgotPassword: { id: 'ui.LoginForm.forgotPassword', defaultMessage: 'Forgot your password?' },
    submit: { id: 'ui.LoginForm.submit', defaultMessage: 'Sign in' },
    submitting: { id: 'ui.LoginForm.submitting', defaultMessage: 'Signing in…' },
    noAccount: { id: 'ui.LoginForm.noAccount', defaultMessage: "Don't have an account?" },
    signUp: { id: 'ui.LoginForm.signUp', defaultMessage: 'Sign up' },
    failed: { id: 'ui.LoginForm.failed', defaultMessage: 'Login failed' },
  }),
  linkNotice: defineMessage<{ provider: string }>({
    id: 'ui.LoginForm.linkNotice',
    defaultMessage:
      'An account already uses the email of your {provider} account. Sign in with its password to link {provider} to it; next time, the button signs you in.',
  }),
};
