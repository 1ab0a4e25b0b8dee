// `npm run build -w @elearning/api`: the server as plain JavaScript for `node dist/main.js`, so production runs
// no TypeScript transpiler. The bundle keeps node_modules packages external (they are installed beside it);
// next to it go what the server reads at run time from its own folder: the SQL migrations (dist/migrations)
// and the question bank (dist/content: questions, tests, blueprint — the seed loader finds it beside main.js).
// openapi.yaml is read from the repository root.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(apiDir, 'dist');
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
};

rmSync(dist, { recursive: true, force: true });
// The embedded database's worker thread is a second entry (src/db/pglite-remote.ts starts dist/pglite-worker.js).
await build({
  ...common,
  entryPoints: {
    main: join(apiDir, 'src/main.ts'),
    'pglite-worker': join(apiDir, 'src/db/pglite-worker.ts'),
  },
  outdir: dist,
  sourcemap: true,
});
const contentDir = join(apiDir, '../../content');
cpSync(contentDir, join(dist, 'content'), { recursive: true });
cpSync(join(apiDir, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
const count = (dir) =>
  readdirSync(join(contentDir, dir), { recursive: true }).filter((f) => String(f).endsWith('.yaml'));
console.log(
  `api: built dist/main.js, the question bank (${count('questions').length} questions, ${count('tests').length} tests) and the migrations`,
);
