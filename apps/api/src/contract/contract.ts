// openapi.yaml, read once: each operation's method, path, security and JSON schemas, ready for ajv.
import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { CONTRACT_PATH } from '../paths';

export const BASE_PATH = '/elearning/api';
export const DEFAULT_CONTRACT_PATH = CONTRACT_PATH;
/** The $id under which the document's component schemas are registered with ajv. */
export const CONTRACT_ID = 'contract';

type JsonSchema = Record<string, unknown>;
type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
const METHODS: readonly Method[] = ['get', 'put', 'post', 'patch', 'delete'];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  method: Uppercase<Method>;
  /** As written in the contract, e.g. `/tests/{id}`. */
  path: string;
  parameters: Parameter[];
  body: { required: boolean; schema: JsonSchema } | null;
  /** Status (or `default`) → response body schema; null for a response without a JSON body. */
  responses: Map<string, JsonSchema | null>;
  /** No security requirement at all (the webhook, the dev outbox): no XSRF header either. */
  xsrfExempt: boolean;
  /** `required`: every security alternative names the session or a bearer token. */
  authentication: 'none' | 'optional' | 'required';
}

export interface Contract {
  operations: Map<string, Operation>;
  /** Component schemas with refs rewritten to `contract#/...`, for ajv.addSchema. */
  componentSchemas: JsonSchema;
}

interface RawDocument {
  paths: Record<string, Record<string, RawOperation | undefined>>;
  components: Record<string, Record<string, unknown>>;
  security?: unknown[];
}

interface RawOperation {
  operationId: string;
  security?: Record<string, unknown>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

/** Rewrites local refs so they resolve against the schemas registered as `contract`. */
function rebase<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rebase) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
        ? `${CONTRACT_ID}${inner}`
        : rebase(inner),
    ]),
  ) as T;
}

function deref(doc: RawDocument, value: unknown): Record<string, unknown> {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value as Record<string, unknown>;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc);
  return deref(doc, target);
}

function jsonSchemaOf(doc: RawDocument, holder: unknown): JsonSchema | null {
  const content = (deref(doc, holder).content ?? {}) as Record<string, { schema?: JsonSchema }>;
  const schema = content['application/json']?.schema;
  return schema ? rebase(schema) : null;
}

function authenticationOf(security: Record<string, unknown>[]): Operation['authentication'] {
  const signedIn = (alt: Record<string, unknown>) => 'sessionCookie' in alt || 'bearerAuth' in alt;
  if (security.length > 0 && security.every(signedIn)) return 'required';
  return security.some(signedIn) ? 'optional' : 'none';
}

export function loadContract(path = DEFAULT_CONTRACT_PATH): Contract {
  const doc = YAML.parse(readFileSync(path, 'utf8')) as RawDocument;
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const security = raw.security ?? (doc.security as Record<string, unknown>[] | undefined) ?? [];
      const parameters = (raw.parameters ?? []).map((p) => {
        const parameter = deref(doc, p) as unknown as Parameter;
        return { ...parameter, required: !!parameter.required, schema: rebase(parameter.schema) };
      });
      const body = raw.requestBody
        ? {
            required: !!deref(doc, raw.requestBody).required,
            schema: jsonSchemaOf(doc, raw.requestBody) ?? {},
          }
        : null;
      const responses = new Map(
        Object.entries(raw.responses).map(([status, response]) => [status, jsonSchemaOf(doc, response)]),
      );
      operations.set(raw.operationId, {
        operationId: raw.operationId,
        method: method.toUpperCase() as Uppercase<Method>,
        path,
        parameters,
        body,
        responses,
        xsrfExempt: security.length === 0,
        authentication: authenticationOf(security),
      });
    }
  }
  return { operations, componentSchemas: { schemas: rebase(doc.components.schemas ?? {}) } };
}

/** `/tests/{id}` → `/elearning/api/tests/:id` for fastify. */
export function routeUrl(operation: Operation): string {
  return BASE_PATH + operation.path.replace(/\{(\w+)\}/g, ':$1');
}
