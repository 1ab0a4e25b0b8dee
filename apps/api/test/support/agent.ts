// A browser-like client over fastify inject: it keeps cookies, echoes XSRF-TOKEN like the site does, and fails
// the test whenever a response does not match openapi.yaml for its operation and status.
import type { FastifyInstance } from 'fastify';
import { BASE_PATH, type Contract, type Operation } from '../../src/contract/contract';
import { ContractValidator } from '../../src/contract/validators';

// Tests assert bodies field by field; the contract check has already validated their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Reply<T = Json> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  /** Set-Cookie of this response, by name. */
  setCookies: Map<string, { value: string; raw: string }>;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Send X-XSRF-TOKEN from the cookie jar (default true). */
  xsrf?: boolean;
  /** Send Authorization: Bearer instead of relying on the cookie. */
  bearer?: string;
  /** Skip the contract check (for requests that are not operations, like an unknown path). */
  unchecked?: boolean;
}

interface Matcher {
  operation: Operation;
  pattern: RegExp;
  literalSegments: number;
}

function matchersOf(contract: Contract): Matcher[] {
  return [...contract.operations.values()].map((operation) => ({
    operation,
    pattern: new RegExp(`^${BASE_PATH}${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`),
    literalSegments: operation.path.split('/').filter((s) => s && !s.startsWith('{')).length,
  }));
}

export class ContractChecker {
  private readonly validator: ContractValidator;
  private readonly matchers: Matcher[];
  /** operationId → statuses seen, to report coverage. */
  readonly seen = new Map<string, Set<number>>();

  constructor(contract: Contract) {
    this.validator = new ContractValidator(contract);
    this.matchers = matchersOf(contract);
  }

  operationFor(method: string, url: string): Operation | undefined {
    const path = url.split('?')[0] ?? url;
    return this.matchers
      .filter((m) => m.operation.method === method && m.pattern.test(path))
      .sort((a, b) => b.literalSegments - a.literalSegments)[0]?.operation;
  }

  check(method: string, url: string, status: number, body: unknown): void {
    const operation = this.operationFor(method, url);
    if (!operation) throw new Error(`${method} ${url} is not an operation of openapi.yaml`);
    const problem = this.validator.checkResponse(operation.operationId, status, body);
    if (problem)
      throw new Error(`Contract violation on ${method} ${url}: ${problem}\n${JSON.stringify(body)}`);
    const statuses = this.seen.get(operation.operationId) ?? new Set<number>();
    statuses.add(status);
    this.seen.set(operation.operationId, statuses);
  }
}

export class Agent {
  readonly jar = new Map<string, string>();
  bearer?: string;

  constructor(
    private readonly server: FastifyInstance,
    private readonly checker: ContractChecker,
    private readonly ip = '127.0.0.1',
  ) {}

  async request<T = Json>(method: string, path: string, options: RequestOptions = {}): Promise<Reply<T>> {
    const url = BASE_PATH + path;
    const headers: Record<string, string> = { ...options.headers };
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const xsrf = this.jar.get('XSRF-TOKEN');
    if (options.xsrf !== false && xsrf && method !== 'GET') headers['x-xsrf-token'] = xsrf;
    const bearer = options.bearer ?? this.bearer;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const response = await this.server.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress: this.ip,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    const setCookies = new Map<string, { value: string; raw: string }>();
    for (const raw of [response.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = raw.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      setCookies.set(name, { value, raw });
      if (value === '' || /Expires=Thu, 01 Jan 1970/i.test(raw)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const body = response.body ? JSON.parse(response.body) : undefined;
    if (!options.unchecked) this.checker.check(method, url, response.statusCode, body);
    return { status: response.statusCode, body, headers: response.headers, setCookies };
  }

  get<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = Json>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = Json>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T = Json>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
}
