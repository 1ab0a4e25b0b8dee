import type { IntlShape } from 'react-intl';
import { messages } from './TopNav.messages';

/** Where the public bar's links go: the app's URLs, from the site's `config/paths.ts`. */
export interface TopNavUrls {
  home: string;
  about: string;
  articles: string;
  contact: string;
  pricing: string;
  login: string;
  signup: string;
  /** Where a signed-in visitor goes back to. */
  dashboard: string;
  settings: string;
}

/** A signed-in visitor on a public page (the site passes its session). */
export interface SignedInAccount {
  user: { firstName: string; lastName: string; email: string };
  onLogout: () => void;
}

/** The public pages every visitor can reach from the top navigation, in display order. */
export const navItems = [
  { key: 'home', label: messages.home },
  { key: 'about', label: messages.about },
  { key: 'articles', label: messages.articles },
  { key: 'contact', label: messages.contact },
  { key: 'pricing', label: messages.pricing },
] as const satisfies readonly { key: keyof TopNavUrls; label: unknown }[];

/** One link of the bar, as data (Polaris' action shape): the bar and the drawer render the same list. */
export interface NavLinkItem {
  content: string;
  url: string;
  active: boolean;
}

/** The page links for `currentPath`, labelled in the reader's language. */
export function navLinks(urls: TopNavUrls, currentPath: string, intl: IntlShape): NavLinkItem[] {
  return navItems.map((item) => ({
    content: intl.formatMessage(item.label),
    url: urls[item.key],
    // The home page is a page of its own, whatever its address (`/fr` has the French pages below it).
    active: isActivePath(currentPath, urls[item.key], item.key === 'home'),
  }));
}

/**
 * A link is active when the path equals its own or lies below it (`/articles/kafka` under `/articles`);
 * an `exact` link (the home link: `/`, or `/fr` with the French pages below it) only on its own path.
 */
export function isActivePath(currentPath: string, linkPath: string, exact = linkPath === '/'): boolean {
  const path = currentPath.split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1') || '/';
  const base = linkPath.length > 1 ? linkPath.replace(/\/+$/, '') : linkPath;
  if (exact) return path === base;
  return path === base || path.startsWith(`${base}/`);
}
