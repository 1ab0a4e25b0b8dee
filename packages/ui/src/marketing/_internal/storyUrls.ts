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
  courses: '/courses',
  practiceLabs: '/tps',
};
