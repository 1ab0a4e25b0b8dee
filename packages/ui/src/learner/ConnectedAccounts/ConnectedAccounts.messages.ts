import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.ConnectedAccounts.title', defaultMessage: 'Connected accounts' },
    description: {
      id: 'ui.ConnectedAccounts.description',
      defaultMessage: 'Sign in with Google, Microsoft or GitHub as well as, or instead of, a password.',
    },
    loading: { id: 'ui.ConnectedAccounts.loading', defaultMessage: 'Loading your sign-in methods…' },
    loadFailed: {
      id: 'ui.ConnectedAccounts.loadFailed',
      defaultMessage: 'Your sign-in methods could not be loaded.',
    },
    retry: { id: 'ui.ConnectedAccounts.retry', defaultMessage: 'Try again' },
    notLinked: { id: 'ui.ConnectedAccounts.notLinked', defaultMessage: 'Not linked' },
    linkedNoEmail: { id: 'ui.ConnectedAccounts.linkedNoEmail', defaultMessage: 'Linked' },
    link: { id: 'ui.ConnectedAccounts.link', defaultMessage: 'Link' },
    unlink: { id: 'ui.ConnectedAccounts.unlink', defaultMessage: 'Unlink' },
    unlinking: { id: 'ui.ConnectedAccounts.unlinking', defaultMessage: 'Unlinking…' },
    lastMethod: {
      id: 'ui.ConnectedAccounts.lastMethod',
      defaultMessage:
        'This is your only way to sign in: set a password or link another account before unlinking it.',
    },
    password: { id: 'ui.ConnectedAccounts.password', defaultMessage: 'Password' },
    passwordSet: { id: 'ui.ConnectedAccounts.passwordSet', defaultMessage: 'Set' },
    noPassword: {
      id: 'ui.ConnectedAccounts.noPassword',
      defaultMessage: 'No password yet: you sign in through a linked account.',
    },
    setPassword: { id: 'ui.ConnectedAccounts.setPassword', defaultMessage: 'Set a password' },
    savePassword: { id: 'ui.ConnectedAccounts.savePassword', defaultMessage: 'Save password' },
    savingPassword: { id: 'ui.ConnectedAccounts.savingPassword', defaultMessage: 'Saving…' },
    cancel: { id: 'ui.ConnectedAccounts.cancel', defaultMessage: 'Cancel' },
    passwordSaved: {
      id: 'ui.ConnectedAccounts.passwordSaved',
      defaultMessage: 'Password set: you can now also sign in with your email and password.',
    },
    failed: { id: 'ui.ConnectedAccounts.failed', defaultMessage: 'That did not work' },
  }),
  linkedAs: defineMessage<{ email: string }>({
    id: 'ui.ConnectedAccounts.linkedAs',
    defaultMessage: 'Linked as {email}',
  }),
  linked: defineMessage<{ provider: string }>({
    id: 'ui.ConnectedAccounts.linked',
    defaultMessage: 'Your {provider} account is linked: you can now sign in with it.',
  }),
  unlinked: defineMessage<{ provider: string }>({
    id: 'ui.ConnectedAccounts.unlinked',
    defaultMessage: 'Your {provider} account is unlinked.',
  }),
};
