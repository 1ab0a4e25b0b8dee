// A module of its own, without the build's imports: the journeys check each of these pages at both addresses.

/**
 * Every public page of the spec, pre-rendered at its English address and its French one (`pathIn`); the
 * not-found page is rendered from a path no route has.
 */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/articles',
  '/contact',
  '/pricing',
  '/login',
  '/signup',
  '/verify',
  '/forgot-password',
  '/terms',
  '/privacy',
];
