import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  google: { id: 'ui.ProviderButtons.google', defaultMessage: 'Continue with Google' },
  microsoft: { id: 'ui.ProviderButtons.microsoft', defaultMessage: 'Continue with Microsoft' },
  github: { id: 'ui.ProviderButtons.github', defaultMessage: 'Continue with GitHub' },
  demo: { id: 'ui.ProviderButtons.demo', defaultMessage: 'Continue with the demo identity provider' },
  group: { id: 'ui.ProviderButtons.group', defaultMessage: 'Sign in with another account' },
  or: { id: 'ui.ProviderButtons.or', defaultMessage: 'or' },
});

/** Each provider's name in running text ("your Google account"). */
export const providerNames = defineMessages({
  google: { id: 'ui.ProviderButtons.name.google', defaultMessage: 'Google' },
  microsoft: { id: 'ui.ProviderButtons.name.microsoft', defaultMessage: 'Microsoft' },
  github: { id: 'ui.ProviderButtons.name.github', defaultMessage: 'GitHub' },
  demo: { id: 'ui.ProviderButtons.name.demo', defaultMessage: 'Demo identity provider' },
});
