import { expect, it } from 'vitest';
import { contractTypes, staleTargets } from '../scripts/generate-types.mjs';

it("the client's and the server's contract types match openapi.yaml (run `npm run generate`)", async () => {
  // Compared whole rather than as a diff snapshot: any difference means the committed types lie.
  expect(staleTargets(await contractTypes())).toEqual([]);
}, 30_000);
