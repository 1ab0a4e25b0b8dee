// Routes are declared by operationId: method, path, validation and authentication come from openapi.yaml, and
// the handler's input and output types from the types generated from it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeUrl, type Operation } from '../contract/contract';
import type { operations } from '../contract/openapi';
import type { ContractValidator, RequestValidator } from '../contract/validators';
import type { UserRow } from '../db/queries/users';
import type { AppContext } from '../services/context';
import type { ActiveSession } from '../services/sessions';
import { unauthorized } from './errors';

export interface Auth {
  user: UserRow;
  session: ActiveSession;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
    /** A JSON body exactly as received. */
    rawBody?: string;
  }
  interface FastifyContextConfig {
    operation?: Operation;
    validate?: RequestValidator;
    /** The handler checks the session itself, in the same statement as its work (see RouteOptions). */
    sessionInHandler?: boolean;
  }
}

type Ops = operations;
export type OperationId = keyof Ops;
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type SuccessStatus<O extends OperationId> = keyof Ops[O]['responses'] & (200 | 201);

export type BodyOf<O extends OperationId> = Ops[O] extends { requestBody: infer R } ? JsonOf<R> : undefined;
export type QueryOf<O extends OperationId> = Ops[O]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;
export type PathOf<O extends OperationId> = Ops[O]['parameters'] extends { path?: infer P }
  ? NonNullable<P>
  : never;
export type ReplyOf<O extends OperationId> = JsonOf<Ops[O]['responses'][SuccessStatus<O>]>;

export interface RouteInput<O extends OperationId> {
  body: BodyOf<O>;
  query: QueryOf<O>;
  params: PathOf<O>;
  /** The signed-in user, or null where the operation allows anonymous callers. */
  auth: Auth | null;
  /** The signed-in user; 401 without one. */
  requireAuth(): Auth;
  request: FastifyRequest;
  reply: FastifyReply;
  ctx: AppContext;
}

export type Handler<O extends OperationId> = (input: RouteInput<O>) => Promise<ReplyOf<O>>;

export interface RouteOptions {
  /**
   * For the exam's hottest call: the hook only checks that a session token is present (401 without one) and
   * leaves `auth` null; the handler reads `sessionToken` and must check it in its own statement.
   */
  sessionInHandler?: boolean;
}

export interface Router {
  route<O extends OperationId>(operationId: O, handler: Handler<O>, options?: RouteOptions): void;
}

export function createRouter(app: FastifyInstance, ctx: AppContext, validator: ContractValidator): Router {
  return {
    route(operationId, handler, options = {}) {
      const operation = validator.contract.operations.get(operationId);
      if (!operation) throw new Error(`openapi.yaml has no operation ${operationId}`);
      const success = [...operation.responses.keys()].find((s) => s === '200' || s === '201') ?? '200';
      app.route({
        method: operation.method,
        url: routeUrl(operation),
        config: {
          operation,
          validate: validator.requestValidator(operation),
          sessionInHandler: options.sessionInHandler ?? false,
        },
        handler: async (request, reply) => {
          const auth = request.auth;
          const payload = await handler({
            body: request.body as never,
            query: request.query as never,
            params: request.params as never,
            auth,
            requireAuth: () => {
              if (!auth) throw unauthorized();
              return auth;
            },
            request,
            reply,
            ctx,
          });
          return reply.code(Number(success)).send(payload);
        },
      });
    },
  };
}
