import type { Middleware } from 'openapi-fetch';

/** Sends the session cookie with every call, also when the API is served from another origin in development. */
export const credentialsMiddleware: Middleware = {
  onRequest({ request }) {
    return new Request(request, { credentials: 'include' });
  },
};
