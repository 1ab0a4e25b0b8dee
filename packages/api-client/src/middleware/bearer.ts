import type { Middleware } from 'openapi-fetch';

export type TokenReader = () => string | undefined;

export const TOKEN_STORAGE_KEY = 'token';

export const readStoredToken: TokenReader = () => {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? undefined;
  } catch {
    // Storage can throw (disabled cookies, some private modes): no token then.
    return undefined;
  }
};

/** Adds `Authorization: Bearer <token>` when a token is stored, unless the call set its own. */
export function bearerMiddleware(readToken: TokenReader = readStoredToken): Middleware {
  return {
    onRequest({ request }) {
      const token = readToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
  };
}
