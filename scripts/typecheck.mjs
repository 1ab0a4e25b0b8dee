// Type-checks every workspace and the root scripts; each tsconfig includes its own tests.
import { spawnSync } from 'node:child_process';

const projects = ['tsconfig.json', 'packages/ui', 'packages/api-client', 'apps/api', 'apps/site'];
let failed = 0;
for (const project of projects) {
  const started = Date.now();
  const run = spawnSync('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`typecheck ${project}: ${run.status === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
