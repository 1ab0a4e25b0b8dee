import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  home: { id: 'ui.TopNav.home', defaultMessage: 'Home' },
  about: { id: 'ui.TopNav.about', defaultMessage: 'About' },
  articles: { id: 'ui.TopNav.articles', defaultMessage: 'Articles' },
  contact: { id: 'ui.TopNav.contact', defaultMessage: 'Contact' },
  pricing: { id: 'ui.TopNav.pricing', defaultMessage: 'Pricing' },
  login: { id: 'ui.TopNav.login', defaultMessage: 'Login' },
  signup: { id: 'ui.TopNav.signup', defaultMessage: 'Sign Up' },
  mainNav: { id: 'ui.TopNav.mainNav', defaultMessage: 'Main' },
  switchToDark: { id: 'ui.TopNav.switchToDark', defaultMessage: 'Switch to dark theme' },
  switchToLight: { id: 'ui.TopNav.switchToLight', defaultMessage: 'Switch to light theme' },
  openMenu: { id: 'ui.TopNav.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'ui.TopNav.closeMenu', defaultMessage: 'Close menu' },
  menuTitle: { id: 'ui.TopNav.menuTitle', defaultMessage: 'Menu' },
  skipToContent: { id: 'ui.TopNav.skipToContent', defaultMessage: 'Skip to main content' },
});

export const languageMessage = defineMessage<{ code: string; language: string }>({
  id: 'ui.TopNav.language',
  defaultMessage: 'Language: {code} ({language})',
});
