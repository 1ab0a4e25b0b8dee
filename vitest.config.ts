import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every workspace; each package's vitest.config.ts sets its own environment.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'scripts/vitest.config.ts'],
    // Vitest's default (CPUs − 1) runs the files one by one on this project's 2-core machines, while much of an
    // API file's time is waiting (PGlite booting, PostgreSQL, child servers). Two at a time: 533 s → 393 s on a
    // quiet machine, 553 s with a third process holding one core busy (every file passed in both). The files
    // are built for it: each has its own PostgreSQL schema and its own ports.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
