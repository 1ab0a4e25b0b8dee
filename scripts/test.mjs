// `npm test`: every check the project has (scripts/test-steps.mjs), in order, with a figure per step and one
// summary at the end.
import { spawnSync } from 'node:child_process';
import { missing, steps } from './test-steps.mjs';

const results = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const problem = missing(step);
  if (problem) {
    console.error(`✗ ${step.name}: cannot run, ${problem}`);
    results.push({ name: step.name, ok: false, seconds: 0, note: problem });
    continue;
  }
  const run = spawnSync(step.cmd, {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\nSummary');
for (const r of results) {
  const figure = r.note ? `: ${r.note}` : ` (${r.seconds.toFixed(1)}s)`;
  console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name}${figure}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`Summary: ${results.length - failed} of ${results.length} steps ok`);
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
