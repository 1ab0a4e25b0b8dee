import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  home: { id: 'ui.TopNav.home', defaultMessage: 'Home' },
  about: { id: 'ui.TopNav.about', defaultMessage: 'About' },
  articles: { id: 'ui.TopNav.articles', defaultMessage: 'Articles' },
  contact: { id: 'ui.TopNav.contact', defaultMessage: 'Contact' },
  pricing: { id: 'ui.TopNav.pricing', defaultMessage: 'Pricing' },
  login: { id: 'ui.TopNav.login', defaultMessage: 'Login' },
  signup: { id: 'ui.TopNav.signup', defaultMessage: 'Sign Up' },
  mainNav: { id: 'ui.TopNav.mainNav', defaultMessage: 'Main' },
  dashboard: { id: 'ui.TopNav.dashboard', defaultMessage: 'Dashboard' },
  settings: { id: 'ui.TopNav.settings', defaultMessage: 'Settings' },
  logout: { id: 'ui.TopNav.logout', defaultMessage: 'Logout' },
});
