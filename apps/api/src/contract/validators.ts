import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { CONTRACT_ID, type Contract, type Operation } from './contract';

// ajv-formats is CommonJS: under some loaders its default export arrives wrapped once more.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

function createAjv(coerceTypes: boolean, contract: Contract): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: false, coerceTypes });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'components' });
  ajv.addSchema({ $id: CONTRACT_ID, components: contract.componentSchemas });
  return ajv;
}

/** `body/password must NOT have fewer than 8 characters`, `query/email is required`: the field comes first. */
export function describeError(location: string, error: ErrorObject | undefined): string {
  if (!error) return `${location} is invalid`;
  const where = location + error.instancePath;
  if (error.keyword === 'required') {
    return `${where}/${(error.params as { missingProperty: string }).missingProperty} is required`;
  }
  return `${where} ${error.message ?? 'is invalid'}`;
}

export interface RequestInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

export type RequestValidator = (input: RequestInput) => string | null;

export class ContractValidator {
  private readonly coercing: Ajv2020;
  private readonly exact: Ajv2020;
  private readonly responseValidators = new Map<string, ValidateFunction | null>();

  constructor(readonly contract: Contract) {
    this.coercing = createAjv(true, contract);
    this.exact = createAjv(false, contract);
  }

  private parameterValidator(operation: Operation, location: 'path' | 'query') {
    const parameters = operation.parameters.filter((p) => p.in === location);
    if (parameters.length === 0) return null;
    return this.coercing.compile({
      type: 'object',
      properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
      required: parameters.filter((p) => p.required).map((p) => p.name),
    });
  }

  /** Validates and coerces (path and query strings to integers and booleans) in place; null when valid. */
  requestValidator(operation: Operation): RequestValidator {
    const path = this.parameterValidator(operation, 'path');
    const query = this.parameterValidator(operation, 'query');
    const body = operation.body ? this.exact.compile(operation.body.schema) : null;
    const bodyRequired = operation.body?.required ?? false;
    return (input) => {
      if (path && !path(input.params)) return describeError('path', path.errors?.[0]);
      if (query && !query(input.query)) return describeError('query', query.errors?.[0]);
      if (!body) return null;
      if (input.body === undefined || input.body === null) return bodyRequired ? 'body is required' : null;
      return body(input.body) ? null : describeError('body', body.errors?.[0]);
    };
  }

  /** Why `payload` is not what the contract promises for `status`, or null when it is. */
  checkResponse(operationId: string, status: number, payload: unknown): string | null {
    const operation = this.contract.operations.get(operationId);
    if (!operation) return `unknown operation ${operationId}`;
    const key = `${operationId} ${status}`;
    if (!this.responseValidators.has(key)) {
      const declared = operation.responses.has(String(status))
        ? operation.responses.get(String(status))
        : operation.responses.get('default');
      if (declared === undefined) return `${operationId} does not declare status ${status}`;
      this.responseValidators.set(key, declared ? this.exact.compile(declared) : null);
    }
    const validate = this.responseValidators.get(key);
    if (!validate || validate(payload)) return null;
    return `${operationId} ${status}: ${describeError('response', validate.errors?.[0])}`;
  }
}
