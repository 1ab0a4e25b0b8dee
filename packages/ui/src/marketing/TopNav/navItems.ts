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
}

/** The public pages every visitor can reach from the top navigation, in display order. */
export const navItems = [
  { key: 'home', label: messages.home },
  { key: 'about', label: messages.about },
  { key: 'articles', label: messages.articles },
  { key: 'contact', label: messages.contact },
  { key: 'pricing', label: messages.pricing },
] as const satisfies readonly { key: keyof TopNavUrls; label: unknown }[];

/**
 * A link is active when the path equals its own or lies below it (`/articles/kafka` under `/articles`);
 * the home link `/` is active only on `/` itself, or it would be active everywhere.
 */
export function isActivePath(currentPath: string, linkPath: string): boolean {
  const path = currentPath.split(/[?#]/)[0] || '/';
  if (linkPath === '/') return path === '/';
  const base = linkPath.replace(/\/+$/, '');
  return path === base || path.startsWith(`${base}/`);
}
