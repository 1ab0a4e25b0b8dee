// Signed-in pages rendered per request with the learner's data (issue 27): the site's own server bundle renders
// them (apps/site/src/entry-server.tsx `renderSignedIn`), asking this API in-process with the page request's
// cookie; the server sends the page's shell when it cannot (nobody signed in, a render that failed).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BASE_PATH } from '../contract/contract';
import { SESSION_COOKIE } from './cookies';

/** How the render reaches the API (apps/site/src/app/serverSession.ts `ApiFetch`). */
type ApiFetch = (request: Request) => Promise<Response>;

export type RenderSignedIn = (
  path: string,
  target: { locale: 'en' | 'fr'; appearance: 'light' | 'dark'; timeZone: string; template: string },
  fetchApi: ApiFetch,
) => Promise<string | undefined>;

/** The site bundle's renderer, when the build wrote one (`serverEntry` in its manifest). */
export async function loadSignedInRenderer(
  siteDir: string,
  serverEntry: string | undefined,
): Promise<RenderSignedIn | undefined> {
  if (!serverEntry) return undefined;
  const bundle = (await import(pathToFileURL(join(siteDir, serverEntry)).href)) as {
    renderSignedIn?: RenderSignedIn;
  };
  return bundle.renderSignedIn;
}

/** Whether the request could be a signed-in learner's: a session cookie or a bearer token. */
export function maySignedIn(request: FastifyRequest): boolean {
  return (
    request.headers.cookie?.includes(`${SESSION_COOKIE}=`) === true ||
    request.headers.authorization?.startsWith('Bearer ') === true
  );
}

/**
 * The reader's time zone, from the cookie the site writes (apps/site/public/preferences.js): a signed-in page's
 * dates are written in it, as the browser will write them. UTC when it is absent or no zone this runtime knows.
 */
export function timeZoneOf(cookieValue: string | undefined): string {
  if (!cookieValue) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: cookieValue }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([204, 205, 304]);

/**
 * The API, in-process, as the learner's browser would ask it from this page: their cookie or token, their
 * address, and the language the render asks in. Reads only.
 */
export function apiFetchFor(server: FastifyInstance, request: FastifyRequest): ApiFetch {
  return async (apiRequest) => {
    const url = new URL(apiRequest.url);
    if (apiRequest.method !== 'GET' || !url.pathname.startsWith(`${BASE_PATH}/`))
      throw new Error(`A server render only reads the API: ${apiRequest.method} ${url.pathname}`);
    const { cookie, authorization } = request.headers;
    const answer = await server.inject({
      method: 'GET',
      url: url.pathname + url.search,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        'accept-language': apiRequest.headers.get('accept-language') ?? 'en',
        'user-agent': request.headers['user-agent'] ?? '',
        ...(cookie && { cookie }),
        ...(authorization && { authorization }),
      },
    });
    const type = answer.headers['content-type'];
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}
