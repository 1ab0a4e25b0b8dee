import { apiBaseUrl } from './apiClient';
import { createSession, type Session } from './session';

/** How a server render reaches the API: in-process, with the page request's cookie (apps/api http/site.ts). */
export type ApiFetch = (request: Request) => Promise<Response>;

/** Requests a server render makes are addressed here; only their path and query matter to `ApiFetch`. */
export const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';

/** A session that asks who is signed in through `fetchApi`; it only ever reads. */
export function serverSession(fetchApi: ApiFetch): Session {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetchApi(
      new Request(`${SERVER_RENDER_ORIGIN}${apiBaseUrl}${path}`, { headers: { Accept: 'application/json' } }),
    );
    if (!response.ok) throw new Error(`GET ${path} failed with status code ${response.status}`);
    return (await response.json()) as T;
  };
  const readOnly = () => Promise.reject(new Error('A server render does not change anything.'));
  return createSession({
    authStatus: () => get('/users/auth-status'),
    me: () => get('/users/me'),
    paymentConfig: () => get('/payments/config'),
    logout: readOnly,
    saveLanguage: readOnly,
  });
}
