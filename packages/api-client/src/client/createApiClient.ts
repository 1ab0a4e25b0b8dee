import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import { createAuthEvents, type AuthEvents } from './authEvents';
import { bearerMiddleware } from '../middleware/bearer';
import { credentialsMiddleware } from '../middleware/credentials';
import { errorMiddleware } from '../middleware/errors';
import { unauthenticatedMiddleware } from '../middleware/unauthenticated';
import { xsrfMiddleware } from '../middleware/xsrf';

export interface ApiClientOptions {
  /** Where openapi.yaml's server lives, e.g. `/elearning/api` or `http://localhost:8080/elearning/api`. */
  baseUrl: string;
  /** Replaces the global fetch (tests, server-side callers). */
  fetch?: (request: Request) => Promise<Response>;
}

export type ApiClient = Client<paths> & Pick<AuthEvents, 'onUnauthenticated'>;

/** The typed client: every call sends credentials and XSRF/bearer headers and rejects with an ApiError. */
export function createApiClient({ baseUrl, fetch }: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  const events = createAuthEvents();
  // openapi-fetch runs onResponse hooks last-registered first: the 401 announcement must see the answer
  // before the error middleware throws.
  client.use(credentialsMiddleware, xsrfMiddleware(), bearerMiddleware(), errorMiddleware);
  client.use(unauthenticatedMiddleware(events));
  return Object.assign(client, { onUnauthenticated: events.onUnauthenticated });
}
