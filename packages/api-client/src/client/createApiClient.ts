import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import { createAuthEvents, type AuthEvents } from './authEvents';
import { bearerMiddleware } from '../middleware/bearer';
import { credentialsMiddleware } from '../middleware/credentials';
import { errorMiddleware } from '../middleware/errors';
import { languageMiddleware } from '../middleware/language';
import { unauthenticatedMiddleware } from '../middleware/unauthenticated';
import { xsrfMiddleware } from '../middleware/xsrf';

export interface ApiClientOptions {
  /** Where openapi.yaml's server lives, e.g. `/elearning/api` or `http://localhost:8080/elearning/api`. */
  baseUrl: string;
  /** Replaces the global fetch (tests, server-side callers). */
  fetch?: (request: Request) => Promise<Response>;
  /** The UI language content is asked in (`Accept-Language`) until `setLanguage` changes it. */
  language?: string;
}

export type ApiClient = Client<paths> &
  Pick<AuthEvents, 'onUnauthenticated'> & {
    /** Content (tests, questions, explanations, order items) is asked in this language from the next call on. */
    setLanguage(language: string | undefined): void;
    /** The language content is asked in; undefined leaves the browser's Accept-Language. */
    language(): string | undefined;
  };

/**
 * The typed client: every call sends credentials, XSRF/bearer headers and the UI language, and rejects with an
 * ApiError.
 */
export function createApiClient({ baseUrl, fetch, language: initialLanguage }: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  const events = createAuthEvents();
  let language = initialLanguage;
  // openapi-fetch runs onResponse hooks last-registered first: the 401 announcement must see the answer
  // before the error middleware throws.
  client.use(
    credentialsMiddleware,
    xsrfMiddleware(),
    bearerMiddleware(),
    languageMiddleware(() => language),
    errorMiddleware,
  );
  client.use(unauthenticatedMiddleware(events));
  return Object.assign(client, {
    onUnauthenticated: events.onUnauthenticated,
    setLanguage(next: string | undefined) {
      language = next;
    },
    language: () => language,
  });
}
