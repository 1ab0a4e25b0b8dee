// `npm test`: every check the project has (scripts/test-steps.mjs), in order, with a figure per step and one
// summary at the end. A failed step's failure lines are repeated under the summary: a CI log is often read
// from its tail, and the tail must say which test failed, not only which step.
import { spawn } from 'node:child_process';
import { failureLines } from './test-failures.mjs';
import { missing, steps } from './test-steps.mjs';

/** Runs a step with its output passed through, and resolves its exit code and everything it printed. */
function run(cmd) {
  return new Promise((resolve) => {
    const child = spawn(cmd, {
      shell: true,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let printed = '';
    const keep = (out) => (chunk) => {
      out.write(chunk);
      printed += chunk;
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => resolve({ code, printed }));
  });
}

const results = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const problem = missing(step);
  if (problem) {
    console.error(`✗ ${step.name}: cannot run, ${problem}`);
    results.push({ name: step.name, ok: false, seconds: 0, note: problem, failures: [] });
    continue;
  }
  const { code, printed } = await run(step.cmd);
  const ok = code === 0;
  results.push({
    name: step.name,
    ok,
    seconds: (Date.now() - started) / 1000,
    failures: ok ? [] : failureLines(printed),
  });
}

console.log('\nSummary');
for (const r of results) {
  const figure = r.note ? `: ${r.note}` : ` (${r.seconds.toFixed(1)}s)`;
  console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name}${figure}`);
  for (const line of r.failures) console.log(`           ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`Summary: ${results.length - failed} of ${results.length} steps ok`);
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
