import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { findOperationId, ROUTES } from './operations';

/** `operationId → [METHOD, path]` as openapi-typescript wrote it into the committed schema. */
function routesInSchema(): Record<string, [string, string]> {
  const source = readFileSync(fileURLToPath(new URL('../generated/schema.ts', import.meta.url)), 'utf8');
  const routes: Record<string, [string, string]> = {};
  let path = '';
  for (const line of source.split('\n')) {
    const pathMatch = /^ {4}"(\/[^"]*)": \{$/.exec(line);
    if (pathMatch?.[1]) path = pathMatch[1];
    const operationMatch = /^ {8}(get|put|post|patch|delete): operations\["(\w+)"\];$/.exec(line);
    if (operationMatch?.[1] && operationMatch[2])
      routes[operationMatch[2]] = [operationMatch[1].toUpperCase(), path];
  }
  return routes;
}

it('lists every operation of openapi.yaml with its method and path', () => {
  const inSchema = routesInSchema();
  expect(Object.keys(inSchema).length).toBeGreaterThan(30);
  expect(ROUTES).toEqual(inSchema);
});

it('finds an operation from the method and path template', () => {
  expect(findOperationId('get', '/tests/{id}')).toBe('getTest');
  expect(findOperationId('GET', '/tests/history/{historyId}')).toBe('getTestResult');
  expect(findOperationId('DELETE', '/tests/{id}')).toBeUndefined();
});
