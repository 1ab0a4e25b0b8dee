// Answers per second through the balancer with one, two and three instances, directly and through PgBouncer in
// transaction mode, and one instance with named against unnamed statements (the pooler setting's own cost).
// The compiled server, a fresh database per layout, the load generator (bench/load.ts, autocannon) in its own
// process. Prints a table and one /metrics scrape taken under load.
//
//   npm run bench:cluster -w @elearning/api [-- --seconds 10 --learners 50 --layouts 1,2,3]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { API_DIR } from '../src/paths';
import { startCluster } from '../test/support/cluster';
import { makeLearners, startAttempts } from '../test/support/learners';
import type { LoadResult, LoadSpec } from './load';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    learners: { type: 'string', default: '50' },
    layouts: { type: 'string', default: '1,2,3' },
    /** Layouts in this order instead, e.g. 1d,3d,1u,1d,3d,1u (d direct, p PgBouncer, u unnamed): interleaved
     * rounds, so a neighbour's load moving during the run weighs on every layout alike. */
    plan: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds);
const LEARNERS = Number(values.learners);

function load(spec: LoadSpec): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  const file = join(dir, 'spec.json');
  writeFileSync(file, JSON.stringify(spec));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load.ts', file], {
      cwd: API_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code === 0) resolve(JSON.parse(out) as LoadResult);
      else reject(new Error(`load generator exited with ${code}`));
    });
  });
}

interface Row {
  layout: string;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  load: string;
}

if (!values['skip-build']) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: API_DIR, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
const command = [process.execPath, '--max-semi-space-size=32', 'dist/main.js'];
const rows: Row[] = [];
let scrape = '';

async function measure(
  label: string,
  instances: number,
  pgbouncer: boolean,
  env: Record<string, string> = {},
) {
  const cluster = await startCluster({ instances, pgbouncer, command, env: { ...env, LOG_LEVEL: 'warn' } });
  try {
    const prepared = await makeLearners(cluster.directUrl, LEARNERS);
    const learners = await startAttempts(cluster.base, prepared);
    const deadline = new Date(Date.now() + 3600_000).toISOString();
    const spec: LoadSpec = {
      base: cluster.base,
      scenario: 'answer',
      seconds: SECONDS,
      learners: learners.map((l) => ({ session: l.session, sessionId: l.attemptId, deadline })),
      testId: prepared.testId,
      questions: prepared.questions,
    };
    const running = load(spec);
    if (instances === 3 && pgbouncer && !scrape) {
      await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 2));
      const first = cluster.instances[0];
      if (first) scrape = await (await fetch(`${first.base}/metrics`)).text();
    }
    const result = await running;
    rows.push({
      layout: label,
      perSecond: result.perSecond,
      p50: result.p50,
      p99: result.p99,
      failed: result.errors + result.non2xx,
      load: loadavg()[0]?.toFixed(1) ?? '',
    });
    console.error(`  ${label}: ${result.perSecond.toFixed(0)} answers/s`);
  } finally {
    await cluster.close();
  }
}

const named = (n: number) => `${n} instance${n > 1 ? 's' : ''}`;
if (values.plan) {
  for (const step of values.plan.split(',')) {
    const n = Number(step.slice(0, -1));
    const mode = step.slice(-1);
    if (mode === 'p') await measure(`${named(n)}, PgBouncer`, n, true);
    else if (mode === 'u')
      await measure(`${named(n)}, direct, unnamed statements`, n, false, { DATABASE_POOLER: 'transaction' });
    else await measure(`${named(n)}, direct`, n, false);
  }
} else {
  for (const n of values.layouts.split(',').map(Number)) {
    await measure(`${named(n)}, direct`, n, false);
    await measure(`${named(n)}, PgBouncer`, n, true);
  }
  await measure('1 instance, direct, unnamed statements', 1, false, { DATABASE_POOLER: 'transaction' });
}

console.log(
  `\nPOST answer through nginx, ${LEARNERS} learners, ${SECONDS} s each (1-minute load average at the end)\n`,
);
console.log('| layout | answers/s | p50 ms | p99 ms | failed | load |');
console.log('|---|--:|--:|--:|--:|--:|');
for (const r of rows)
  console.log(`| ${r.layout} | ${r.perSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.failed} | ${r.load} |`);
const wanted =
  /^(http_requests_total|http_request_duration_seconds_(count|sum)|http_server_errors_total|db_pool_connections|answer_batch_(size|wait_seconds)_(sum|count)|nodejs_eventloop_lag_(p50|p99)_seconds|app_ready)/;
console.log('\nA scrape of instance 1 under load (3 instances, PgBouncer), selected series:\n');
console.log(
  scrape
    .split('\n')
    .filter((line) => wanted.test(line))
    .join('\n'),
);
