// The exam hot path under load: the real server in its own process, a load generator in another (bench/load.ts),
// 50 keep-alive connections with one request in flight each, N seconds per route, on PGlite and on PostgreSQL.
// Not a test: it prints figures. After the answer run it reads every question back and checks that every
// acknowledged answer is stored.
//
//   npm run bench [-- --seconds 15 --learners 50 --stores pglite,postgres]
//     --server "node --import tsx src/main.ts"   the server command (default: node --max-semi-space-size=32 dist/main.js, the compiled
//                                    server production runs, rebuilt from src first), run in apps/api; repeat it as
//                                    --server label=command to compare servers in the same run
//     --postgres-url URL             a server to create the bench database on (default 127.0.0.1:5432)
//     --database-url URL             an existing database (e.g. the large one) instead of a fresh one
//     --pglite-dir DIR               an existing PGlite directory (e.g. the large one) instead of a fresh one
//     --only answer,auth-anonymous   a subset of the scenarios
//     --rounds 3                     runs the servers in turn that many times (A B A B …) and prints the median
//                                    ratio of each: on a shared machine one run per server is mostly noise
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { and, asc, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseOptions } from '../src/db/client';
import { loadSeedTests } from '../src/db/seed/load';
import { seedTests } from '../src/db/seed/seed';
import { choices, questions, tests, users } from '../src/db/schema';
import { createSession } from '../src/services/sessions';
import type { AnswerLedger, BenchLearner, LoadResult, LoadSpec, Scenario } from './load';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    learners: { type: 'string', default: process.env.BENCH_LEARNERS ?? '50' },
    stores: { type: 'string', default: 'pglite,postgres' },
    server: {
      type: 'string',
      multiple: true,
      default: [process.env.BENCH_SERVER ?? 'node --max-semi-space-size=32 dist/main.js'],
    },
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'database-url': { type: 'string' },
    'pglite-dir': { type: 'string' },
    only: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    'test-slug': { type: 'string', default: 'kafka-fundamentals' },
  },
});
const SECONDS = Number(flags.seconds);
const LEARNERS = Number(flags.learners);
const ROUNDS = Number(flags.rounds);
const SCENARIOS: { scenario: Scenario; label: string }[] = [
  { scenario: 'auth-anonymous', label: 'GET auth-status (no session)' },
  { scenario: 'auth-session', label: 'GET auth-status (session)' },
  { scenario: 'start', label: 'POST start' },
  { scenario: 'question', label: 'GET question' },
  { scenario: 'answer', label: 'POST answer' },
  { scenario: 'flag', label: 'PUT flag' },
  { scenario: 'pause-resume', label: 'POST pause + resume' },
  { scenario: 'start-submit', label: 'POST start + submit' },
];
const only = flags.only ? new Set(flags.only.split(',')) : null;

interface Prepared {
  testId: number;
  questions: LoadSpec['questions'];
  sessions: string[];
}

/** Migrates and seeds like the server does, then gives LEARNERS verified learners a cookie session each. */
async function prepare(options: DatabaseOptions): Promise<Prepared> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await seedTests(database.db, await loadSeedTests(), () => undefined);
    const [test] = await database.db.select().from(tests).where(eq(tests.slug, flags['test-slug']));
    if (!test) throw new Error(`no test ${flags['test-slug']}`);
    const rows = await database.db
      .select({ questionId: questions.id, choiceId: choices.id })
      .from(questions)
      .innerJoin(choices, eq(choices.questionId, questions.id))
      // Choice questions only: their answer is any one option (matching and ordering answers have a shape).
      .where(
        and(
          eq(questions.testId, test.id),
          eq(questions.active, true),
          inArray(questions.type, ['single', 'multiple']),
          eq(choices.kind, 'option'),
        ),
      )
      .orderBy(asc(questions.position), asc(choices.position));
    const byQuestion = new Map<number, number[]>();
    for (const row of rows)
      byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row.choiceId]);
    const run = randomBytes(4).toString('hex');
    const created = await database.db
      .insert(users)
      .values(
        Array.from({ length: LEARNERS }, (_, i) => ({
          email: `bench-${run}-${i}@example.org`,
          firstName: 'Bench',
          lastName: `Learner ${i}`,
          passwordHash: 'bench: no password',
          status: 'ACTIVE' as const,
        })),
      )
      .returning({ id: users.id });
    const now = new Date();
    const sessions = await Promise.all(created.map((u) => createSession(database.db, u.id, 'cookie', now)));
    return {
      testId: test.id,
      questions: [...byQuestion].map(([questionId, choiceIds]) => ({ questionId, choiceIds })),
      sessions,
    };
  } finally {
    await database.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface ServerCommand {
  label: string;
  command: string;
}

const servers: ServerCommand[] = flags.server.map((value, index) => {
  const labelled = /^([\w-]+)=(.*)$/.exec(value);
  return labelled
    ? { label: labelled[1] ?? '', command: labelled[2] ?? '' }
    : { label: flags.server.length > 1 ? `server ${index + 1}` : 'server', command: value };
});

async function startServer(
  server: ServerCommand,
  env: Record<string, string>,
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const [command = 'node', ...args] = server.command.split(' ').filter(Boolean);
  const child = spawn(command, args, {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/elearning/api`;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/users/auth-status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('server did not answer within 120 s');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function api<T>(
  base: string,
  session: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(base + path, {
    method,
    headers: {
      cookie: `SESSION=${session}; XSRF-TOKEN=bench-xsrf-token`,
      'x-xsrf-token': 'bench-xsrf-token',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A fresh attempt per learner, started as the site does. */
async function startAttempts(base: string, prepared: Prepared): Promise<BenchLearner[]> {
  return Promise.all(
    prepared.sessions.map(async (session) => {
      const started = await api<{ id: number; deadline: string }>(
        base,
        session,
        'POST',
        '/test-taking/start',
        {
          testId: prepared.testId,
        },
      );
      return { session, sessionId: started.id, deadline: started.deadline };
    }),
  );
}

function runLoadProcess(spec: LoadSpec): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const file = join(dir, 'spec.json');
  writeFileSync(file, JSON.stringify(spec));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load.ts', file], {
      cwd: apiDir,
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

/** Reads every question of every learner's attempt back and compares it with what the server acknowledged. */
async function verifyAnswers(base: string, learners: BenchLearner[], total: number, ledger: AnswerLedger) {
  let slots = 0;
  let stored = 0;
  const problems: string[] = [];
  await Promise.all(
    learners.map(async (learner) => {
      const mine = ledger[String(learner.sessionId)] ?? {};
      for (let n = 1; n <= total; n++) {
        const question = await api<{ questionId: number; selectedChoiceIds: number[] }>(
          base,
          learner.session,
          'GET',
          `/test-taking/${learner.sessionId}/question/${n}`,
        );
        const slot = mine[String(question.questionId)];
        const actual = JSON.stringify(question.selectedChoiceIds);
        if (question.selectedChoiceIds.length > 0) stored++;
        if (!slot) {
          if (question.selectedChoiceIds.length > 0)
            problems.push(`attempt ${learner.sessionId} q${question.questionId}: ${actual} never sent`);
          continue;
        }
        const allowed = [slot.acked, slot.pending].filter(Boolean).map((s) => JSON.stringify(s));
        if (slot.acked) slots++;
        if (!allowed.includes(actual))
          problems.push(
            `attempt ${learner.sessionId} q${question.questionId}: ${actual}, acked ${allowed.join(' or ')}`,
          );
      }
    }),
  );
  return { slots, stored, problems };
}

interface StoreRun {
  store: string;
  server: string;
  /** The server's label without its round number. */
  serverLabel: string;
  results: Map<Scenario, LoadResult>;
  verification?: string;
}

async function benchStore(store: 'pglite' | 'postgres', server: ServerCommand): Promise<StoreRun> {
  let cleanup = async () => undefined as void;
  let options: DatabaseOptions;
  let env: Record<string, string>;
  if (store === 'pglite') {
    const dir = flags['pglite-dir'] ?? mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    if (!flags['pglite-dir']) cleanup = async () => rmSync(dir, { recursive: true, force: true });
    options = { kind: 'pglite', dataDir: dir };
    env = { PGLITE_DATA_DIR: dir };
  } else {
    let url = flags['database-url'];
    if (!url) {
      const name = `bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: flags['postgres-url'] });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const target = new URL(flags['postgres-url']);
      target.pathname = `/${name}`;
      url = target.toString();
      cleanup = async () => {
        const again = new pg.Client({ connectionString: flags['postgres-url'] });
        await again.connect();
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await again.end();
      };
    }
    options = { kind: 'postgres', url };
    env = { DATABASE_URL: url };
  }
  const results = new Map<Scenario, LoadResult>();
  let verification: string | undefined;
  try {
    const prepared = await prepare(options);
    const { base, child } = await startServer(server, env);
    try {
      for (const { scenario, label } of SCENARIOS) {
        if (only && !only.has(scenario)) continue;
        // Every route after `start` works on a fresh attempt per learner (start replaced them; submit ends them).
        const learners = await startAttempts(base, prepared);
        const spec: LoadSpec = {
          base,
          scenario,
          seconds: SECONDS,
          learners,
          testId: prepared.testId,
          questions: prepared.questions,
        };
        const result = await runLoadProcess(spec);
        // Requests the load generator gave up on (10 s timeout) may still be queued in the server: a late start
        // would replace the next route's attempts. Two signed-in round trips a second apart let them drain.
        for (let i = 0; i < 2; i++) {
          await new Promise((r) => setTimeout(r, 1000));
          await api(base, prepared.sessions[0] ?? '', 'GET', '/users/auth-status').catch(() => undefined);
        }
        results.set(scenario, result);
        console.error(`  ${store} ${server.label} ${label}: ${result.perSecond.toFixed(0)} req/s`);
        if (scenario === 'answer' && result.ledger) {
          const checked = await verifyAnswers(base, learners, prepared.questions.length, result.ledger);
          verification =
            checked.problems.length === 0
              ? `${result.acknowledged} acknowledged answers: all ${checked.slots} answered questions hold the last acknowledged selection (${checked.stored} stored)`
              : `FAILED: ${checked.problems.length} problems, e.g. ${checked.problems.slice(0, 3).join('; ')}`;
        }
      }
    } finally {
      await stopServer(child);
    }
  } finally {
    await cleanup();
  }
  return {
    store,
    server: server.label,
    serverLabel: server.label.replace(/ #\d+$/, ''),
    results,
    verification,
  };
}

function printTable(runs: StoreRun[]) {
  const header = ['store', 'server', 'route', 'req/s', 'p50 ms', 'p99 ms', 'errors', '÷ auth'];
  const rows: string[][] = [];
  for (const run of runs) {
    const ceiling = run.results.get('auth-anonymous')?.perSecond;
    for (const { scenario, label } of SCENARIOS) {
      const r = run.results.get(scenario);
      if (!r) continue;
      rows.push([
        run.store,
        run.server,
        label,
        r.perSecond.toFixed(0),
        String(r.p50),
        String(r.p99),
        String(r.errors + r.non2xx),
        ceiling ? (r.perSecond / ceiling).toFixed(3) : '',
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 3 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i < 3 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  for (const run of runs) {
    const answer = run.results.get('answer');
    const codes = [...run.results.values()]
      .filter((r) => r.errors + r.non2xx > 0)
      .map((r) => `${r.scenario} ${JSON.stringify(r.statusCodes)} socket errors/timeouts ${r.errors}`);
    if (answer) console.log(`${run.store} ${run.server}: ${run.verification ?? 'not verified'}`);
    if (codes.length) console.log(`${run.store} ${run.server} errors: ${codes.join('; ')}`);
  }
}

/** Per store, server and route: the median over the rounds of req/s, p99 and the ratio to the trivial route. */
function printMedians(runs: StoreRun[]) {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  };
  console.log(`\nMedians over ${ROUNDS} rounds (store, server, route: req/s, p99 ms, ÷ auth):`);
  const keys = new Set(runs.map((run) => `${run.store}\t${run.serverLabel}`));
  for (const key of keys) {
    const mine = runs.filter((run) => `${run.store}\t${run.serverLabel}` === key);
    for (const { scenario, label } of SCENARIOS) {
      const results = mine.map((run) => ({
        r: run.results.get(scenario),
        auth: run.results.get('auth-anonymous'),
      }));
      if (results.some(({ r }) => !r)) continue;
      const rate = median(results.map(({ r }) => r?.perSecond ?? 0));
      const p99 = median(results.map(({ r }) => r?.p99 ?? 0));
      const ratios = results.map(({ r, auth }) => (auth ? (r?.perSecond ?? 0) / auth.perSecond : NaN));
      console.log(
        `${key.replace('\t', ' ')} ${label}: ${rate.toFixed(0)} req/s, p99 ${p99.toFixed(0)} ms, ÷ auth ${median(ratios).toFixed(3)} (rounds: ${ratios.map((x) => x.toFixed(3)).join(', ')})`,
      );
    }
  }
}

console.log(
  `${LEARNERS} connections (one learner each, one request in flight), ${SECONDS} s per route; ` +
    `servers: ${servers.map((s) => `${s.label} = ${s.command}`).join(', ')}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${new Date().toISOString()}`,
);
// The compiled server is rebuilt first, so that its figures are the current source's.
if (servers.some((s) => s.command.includes('dist/main.js')))
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
/**
 * Each run starts on a settled disk: what the previous one wrote (PGlite's files, PostgreSQL's WAL) is flushed
 * before it, not during it. Without this, PostgreSQL measured after PGlite saved 13 000 answers/s instead of
 * 15 000: its commits waited on the kernel writing back PGlite's pages.
 */
async function settleDisk() {
  execFileSync('sync');
  await new Promise((resume) => setTimeout(resume, 2_000));
}

const runs: StoreRun[] = [];
for (const store of flags.stores.split(',') as ('pglite' | 'postgres')[])
  for (let round = 1; round <= ROUNDS; round++)
    for (const server of servers) {
      await settleDisk();
      runs.push(
        await benchStore(store, ROUNDS > 1 ? { ...server, label: `${server.label} #${round}` } : server),
      );
    }
printTable(runs);
if (ROUNDS > 1) printMedians(runs);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
