// `npm run generate` (root): the TypeScript types of openapi.yaml, generated once and written, byte for byte, where
// each side reads them: this package's src/generated/schema.ts and the server's apps/api/src/contract/openapi.ts
// (the server depends on openapi.yaml only, never on a package, hence a copy rather than an import).
// test/schema-drift.test.ts fails when either copy is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const root = new URL('../../../', import.meta.url);
const CONTRACT = new URL('openapi.yaml', root);
export const TARGETS = ['packages/api-client/src/generated/schema.ts', 'apps/api/src/contract/openapi.ts'];

/** The generated types, as written to every target. */
export async function contractTypes() {
  return COMMENT_HEADER + astToString(await openapiTS(CONTRACT, { silent: true }));
}

/** The targets whose content is not `types`. */
export function staleTargets(types) {
  return TARGETS.filter((target) => {
    try {
      return readFileSync(fileURLToPath(new URL(target, root)), 'utf8') !== types;
    } catch {
      return true;
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const types = await contractTypes();
  for (const target of TARGETS) writeFileSync(fileURLToPath(new URL(target, root)), types);
  console.log(`contract types: wrote ${TARGETS.join(', ')}`);
}
