import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    brand: { id: 'ui.AppShell.brand', defaultMessage: 'Kafka Learning' },
    brandHome: { id: 'ui.AppShell.brandHome', defaultMessage: 'Kafka Learning, go to dashboard' },
    skipToContent: { id: 'ui.AppShell.skipToContent', defaultMessage: 'Skip to main content' },
    mainNav: { id: 'ui.AppShell.mainNav', defaultMessage: 'Main' },
    openMenu: { id: 'ui.AppShell.openMenu', defaultMessage: 'Open menu' },
    closeMenu: { id: 'ui.AppShell.closeMenu', defaultMessage: 'Close menu' },
    menuTitle: { id: 'ui.AppShell.menuTitle', defaultMessage: 'Menu' },
    darkTheme: { id: 'ui.AppShell.darkTheme', defaultMessage: 'Dark theme' },
    accountMenu: { id: 'ui.AppShell.accountMenu', defaultMessage: 'Account menu' },
    settings: { id: 'ui.AppShell.settings', defaultMessage: 'Settings' },
    logout: { id: 'ui.AppShell.logout', defaultMessage: 'Logout' },
  }),
  language: defineMessage<{ language: string }>({
    id: 'ui.AppShell.language',
    defaultMessage: 'Language: {language}',
  }),
};
