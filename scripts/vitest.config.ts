import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The repository's own scripts (npm test's steps) and the helpers of the browser suites.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['scripts/**/*.test.ts', 'tests/support/**/*.test.ts'],
  },
});
