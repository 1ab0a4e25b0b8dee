import type { PublicUrls } from '../PublicLayout';

/** The URLs stories and tests give the public frame, as the site's config/paths.ts does. */
export const publicUrls: PublicUrls = {
  home: '/',
  about: '/about',
  articles: '/articles',
  contact: '/contact',
  pricing: '/pricing',
  login: '/login',
  signup: '/signup',
  dashboard: '/dashboard',
  settings: '/settings',
  practiceLabs: '/tps',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/privacy#privacy-cookies',
};

/** An article's address, as the site builds it. */
export const articleUrl = (id: string) => `/course/${encodeURIComponent(id)}`;
