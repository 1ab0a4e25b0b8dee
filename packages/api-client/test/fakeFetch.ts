import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../src/generated/schema';

export const BASE_URL = 'http://api.test/elearning/api';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type Handler = (request: Request) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: (request: Request) => Promise<Response>;
  /** Every request the fake answered, in order. */
  requests: Request[];
  /** Paths (after the base URL, with the query) of the requests so far. */
  paths(): string[];
}

/** A fetch that records requests and answers through `handler` (200 `{}` by default). */
export function fakeFetch(handler: Handler = () => json({})): FakeFetch {
  const requests: Request[] = [];
  return {
    requests,
    fetch: async (request) => {
      requests.push(request);
      return handler(request);
    },
    paths: () => requests.map((r) => r.url.slice(BASE_URL.length)),
  };
}

/** A bare openapi-fetch client with only the middleware under test. */
export function clientWith(middleware: Middleware, fake: FakeFetch): Client<paths> {
  const client = createClient<paths>({ baseUrl: BASE_URL, fetch: fake.fetch });
  client.use(middleware);
  return client;
}
