import { defineConfig } from 'vitest/config';

// One run over every workspace; each package's vitest.config.ts sets its own environment.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'scripts/vitest.config.ts'],
  },
});
