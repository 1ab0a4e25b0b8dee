import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // PGlite takes a few seconds to boot; each file boots one and shares it between its tests.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
