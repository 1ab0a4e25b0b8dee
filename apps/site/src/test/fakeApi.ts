import { createApiClient, type ApiClient, type Test } from '@elearning/api-client';

const BASE_URL = 'http://site.test/elearning/api';

export type Answer = unknown | ((request: Request) => Response | Promise<Response>);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface FakeApi {
  client: ApiClient;
  /** "METHOD /path" of every request so far, in order (query left out). */
  calls: string[];
  /** Changes or adds an answer while the test runs. */
  answer(route: string, answer: Answer): void;
}

/**
 * The real API client over a fake fetch that answers by "METHOD /path" (a body, or a function for a status
 * or a delay); anything else is a 404.
 */
export function fakeApi(table: Record<string, Answer>): FakeApi {
  const answers = new Map(Object.entries(table));
  const calls: string[] = [];
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch: async (request) => {
      const path = new URL(request.url).pathname.slice('/elearning/api'.length);
      const route = `${request.method} ${path}`;
      calls.push(route);
      const answer = answers.get(route);
      if (answer === undefined) return json({ success: false, message: `No route ${route}` }, 404);
      return typeof answer === 'function' ? answer(request) : json(answer);
    },
  });
  return { client, calls, answer: (route, answer) => answers.set(route, answer) };
}

export const learner = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  status: 'ACTIVE' as const,
  mustChangePassword: false,
};

/** A server where `user` is signed in (or nobody, with null). */
export function sessionOf(user: typeof learner | null): Record<string, Answer> {
  return user
    ? { 'GET /users/auth-status': { authenticated: true }, 'GET /users/me': user }
    : { 'GET /users/auth-status': { authenticated: false } };
}

/** The free warm-up test as the catalogue sends it to a learner who has not started it. */
export const freeTest: Test = {
  id: 1,
  title: 'Kafka Fundamentals Practice Test',
  description: 'A free warm-up.',
  timeLimit: 1800,
  passingScore: 70,
  totalQuestions: 24,
  topics: ['Producer'],
  userAttempts: 0,
  bestScore: null,
  lastStatus: 'NOT STARTED',
  lastMode: null,
  hasAbandonedTest: false,
  remainingTime: null,
  isFree: true,
  price: 0,
  currency: 'USD',
  isActive: true,
  hasAccess: true,
  accessExpiryDate: null,
  daysRemaining: null,
};
