import { messages } from './TopNav.messages';

/** The public pages every visitor can reach from the top navigation, in display order. */
export const navItems = [
  { href: '/', label: messages.home },
  { href: '/about', label: messages.about },
  { href: '/articles', label: messages.articles },
  { href: '/contact', label: messages.contact },
  { href: '/pricing', label: messages.pricing },
] as const;

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
