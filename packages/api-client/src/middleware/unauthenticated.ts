import type { Middleware } from 'openapi-fetch';
import type { AuthEvents } from '../client/authEvents';
import { findOperationId, type OperationId } from '../client/operations';

/** On these a 401 is the answer itself (wrong credentials, "not signed in"), not a session that expired. */
const ANSWERING_401: ReadonlySet<OperationId> = new Set(['login', 'getAuthStatus']);

/** Announces an expired session when a call answers 401. */
export function unauthenticatedMiddleware(events: Pick<AuthEvents, 'emitUnauthenticated'>): Middleware {
  return {
    onResponse({ request, response, schemaPath }) {
      if (response.status !== 401) return undefined;
      const operationId = findOperationId(request.method, schemaPath);
      if (operationId === undefined || !ANSWERING_401.has(operationId)) events.emitUnauthenticated();
      return undefined;
    },
  };
}
