import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { expect, it } from 'vitest';

const contract = new URL('../../../openapi.yaml', import.meta.url);
const committed = fileURLToPath(new URL('../src/generated/schema.ts', import.meta.url));

it('src/generated/schema.ts matches openapi.yaml (run `npm run generate` after changing the contract)', async () => {
  const generated = COMMENT_HEADER + astToString(await openapiTS(contract, { silent: true }));
  // Compared whole rather than as a diff snapshot: any difference means the committed types lie.
  expect(readFileSync(committed, 'utf8') === generated).toBe(true);
}, 30_000);
