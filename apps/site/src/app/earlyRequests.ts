/**
 * API answers asked for before the app ran: public/preferences.js fetches those a signed-in page's shell names
 * (`<html data-api-prefetch>`, build/prerenderPages.ts) as the page starts, while the app's scripts load, and
 * keeps them in `window.earlyApiRequests`. The app's client takes each one once, for the same GET in the same
 * language, instead of asking again; anything else (another language, an answer older than `MAX_AGE_MS`, a
 * failed request) goes to the network as usual.
 */
interface EarlyRequest {
  /** The Accept-Language it was asked with: the language the page is shown in. */
  language: string;
  /** When it was asked (Date.now()). */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    earlyApiRequests?: Map<string, EarlyRequest>;
  }
}

/** Past this, an early answer is not shown: the app asks again. */
export const MAX_AGE_MS = 30_000;

/** `fetch` for the API client: an early answer to this very request, else the network. */
export function fetchWithEarlyAnswers(request: Request): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.earlyApiRequests;
  if (!early?.size || request.method !== 'GET') return fetch(request);
  const url = new URL(request.url, window.location.href);
  const key = url.origin === window.location.origin ? url.pathname + url.search : undefined;
  const answer = key === undefined ? undefined : early.get(key);
  if (!answer) return fetch(request);
  early.delete(key!);
  const language = request.headers.get('accept-language');
  if ((language && language !== answer.language) || Date.now() - answer.at > MAX_AGE_MS)
    return fetch(request);
  return answer.response.catch(() => fetch(request));
}
