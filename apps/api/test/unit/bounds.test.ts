// Every value a client can send is bounded by the contract, so no request can make the server do unbounded
// work before a handler runs (the O(n²) uniqueness check of 140 000 choice ids blocked the event loop 22.8 s).
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract/contract';

type Schema = Record<string, unknown>;

function unbounded(schema: Schema, components: Schema, where: string, seen = new Set<string>()): string[] {
  const ref = schema.$ref as string | undefined;
  if (ref) {
    if (seen.has(ref)) return [];
    const target = ref
      .replace(/^contract#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Schema)[key], { components });
    return unbounded(
      target as Schema,
      components,
      `${where}→${ref.split('/').pop()}`,
      new Set([...seen, ref]),
    );
  }
  const problems: string[] = [];
  const types = [schema.type].flat();
  if (
    types.includes('string') &&
    schema.maxLength === undefined &&
    !schema.enum &&
    schema.const === undefined
  )
    problems.push(`${where}: string without maxLength`);
  if (types.includes('array') && schema.maxItems === undefined)
    problems.push(`${where}: array without maxItems`);
  if ((types.includes('integer') || types.includes('number')) && schema.maximum === undefined && !schema.enum)
    problems.push(`${where}: ${String(schema.type)} without maximum`);
  for (const [key, inner] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
    problems.push(...unbounded(inner, components, `${where}.${key}`, seen));
  if (schema.items) problems.push(...unbounded(schema.items as Schema, components, `${where}[]`, seen));
  for (const part of [schema.allOf, schema.oneOf, schema.anyOf].flat().filter(Boolean) as Schema[])
    problems.push(...unbounded(part, components, where, seen));
  return problems;
}

describe('request bounds', () => {
  it('high: O(n²) DoS — every string, array and number a request carries has a bound in the contract', () => {
    const contract = loadContract();
    const components = contract.componentSchemas;
    const problems = [...contract.operations.values()].flatMap((operation) => [
      ...operation.parameters.flatMap((p) =>
        unbounded(p.schema, components, `${operation.operationId} ${p.in}/${p.name}`),
      ),
      ...(operation.body && operation.operationId !== 'handlePaypalWebhook'
        ? unbounded(operation.body.schema, components, `${operation.operationId} body`)
        : []),
    ]);
    expect(problems).toEqual([]);
  });
});
