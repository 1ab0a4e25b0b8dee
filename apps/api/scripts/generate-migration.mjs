// `npm run db:generate -w @elearning/api -- <name>`: writes the next SQL migration from src/db/schema.ts.
//
// Two adjustments around drizzle-kit:
// - drizzle-kit is hoisted to the root while drizzle-orm stays in apps/api/node_modules, so drizzle-kit cannot
//   import it; both are linked side by side in a temp dir and run with --preserve-symlinks.
// - drizzle-kit qualifies foreign keys with "public"; the qualifier is removed so the migrations apply to
//   whichever schema is first on the search_path (the test suite gives each run its own schema).
// - its JSON snapshots are formatted, so `prettier --check` stays green.
import { spawnSync } from 'node:child_process';
import {
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(apiDir, 'package.json'));
const kitDir = dirname(require.resolve('drizzle-kit'));
const ormDir = dirname(require.resolve('drizzle-orm'));

const linkDir = mkdtempSync(join(tmpdir(), 'drizzle-kit-'));
mkdirSync(join(linkDir, 'node_modules'));
symlinkSync(kitDir, join(linkDir, 'node_modules', 'drizzle-kit'));
symlinkSync(ormDir, join(linkDir, 'node_modules', 'drizzle-orm'));

const name = process.argv[2] ?? 'change';
const run = spawnSync(
  process.execPath,
  [
    '--preserve-symlinks',
    '--preserve-symlinks-main',
    join(linkDir, 'node_modules/drizzle-kit/bin.cjs'),
    'generate',
    '--name',
    name,
  ],
  { cwd: apiDir, stdio: 'inherit' },
);
rmSync(linkDir, { recursive: true, force: true });
if (run.status !== 0) process.exit(run.status ?? 1);

const migrationsDir = join(apiDir, 'src/db/migrations');
for (const file of readdirSync(migrationsDir).filter((f) => f.endsWith('.sql'))) {
  const path = join(migrationsDir, file);
  writeFileSync(path, readFileSync(path, 'utf8').replaceAll('"public".', ''));
}
spawnSync('npx', ['prettier', '--write', '--log-level', 'warn', join(migrationsDir, 'meta')], {
  stdio: 'inherit',
});
