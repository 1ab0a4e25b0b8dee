import type { Middleware } from 'openapi-fetch';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type CookieReader = (name: string) => string | undefined;

export const readDocumentCookie: CookieReader = (name) => {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
};

/** Echoes the server's XSRF-TOKEN cookie as X-XSRF-TOKEN on unsafe methods (double-submit check). */
export function xsrfMiddleware(readCookie: CookieReader = readDocumentCookie): Middleware {
  return {
    onRequest({ request }) {
      if (!UNSAFE_METHODS.has(request.method)) return undefined;
      const token = readCookie('XSRF-TOKEN');
      if (token) request.headers.set('X-XSRF-TOKEN', token);
      return request;
    },
  };
}
