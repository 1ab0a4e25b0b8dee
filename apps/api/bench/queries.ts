// The SQL behind each exam route: sends one request per route through the app in this process on PostgreSQL,
// records every statement the request runs (count, round-trip time), then prints EXPLAIN ANALYZE of each.
// Run it against the large database to see the plans that matter:
//   node --import tsx bench/queries.ts --database-url postgres://postgres@127.0.0.1:5432/bench_large [--no-explain]
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { loadSeedTests } from '../src/db/seed/load';
import { seedTests } from '../src/db/seed/seed';
import { choices, questions, tests, users } from '../src/db/schema';
import { createSession } from '../src/services/sessions';

const { values: flags } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    'no-explain': { type: 'boolean', default: false },
  },
});

interface Statement {
  text: string;
  values: unknown[];
  ms: number;
}
let recording: Statement[] | null = null;

// Every statement goes through Client#query (the pool's too, with a callback): record text, values and time.
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
  const text = typeof first === 'string' ? first : first.text;
  const values = (Array.isArray(second) ? second : typeof first === 'string' ? [] : first.values) ?? [];
  const started = performance.now();
  const log = recording;
  const done = (failed: boolean) =>
    log?.push({ text: failed ? `${text} -- failed` : text, values, ms: performance.now() - started });
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    args[args.length - 1] = (error: unknown, result: unknown) => {
      done(!!error);
      (last as (e: unknown, r: unknown) => void)(error, result);
    };
  }
  const result = (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (result instanceof Promise)
    void result.then(
      () => done(false),
      () => done(true),
    );
  return result;
} as typeof pg.Client.prototype.query;

const database = await openDatabase({ kind: 'postgres', url: flags['database-url'] });
await database.migrate();
await seedTests(database.db, await loadSeedTests(), () => undefined);
const [test] = await database.db.select().from(tests).where(eq(tests.slug, 'kafka-fundamentals'));
if (!test) throw new Error('no kafka-fundamentals test');
const [question] = await database.db
  .select({ id: questions.id })
  .from(questions)
  .where(eq(questions.testId, test.id))
  .orderBy(asc(questions.position))
  .limit(1);
const [choice] = await database.db
  .select({ id: choices.id })
  .from(choices)
  .where(eq(choices.questionId, question?.id ?? 0))
  .orderBy(asc(choices.position))
  .limit(1);
const [user] = await database.db
  .insert(users)
  .values({
    email: `queries-${randomBytes(4).toString('hex')}@example.org`,
    firstName: 'Query',
    lastName: 'Probe',
    passwordHash: 'bench: no password',
    status: 'ACTIVE',
  })
  .returning({ id: users.id });
const session = await createSession(database.db, user?.id ?? 0, 'cookie', new Date());
const { server } = await buildApp({ db: database.db });
const headers = { cookie: `SESSION=${session}; XSRF-TOKEN=x`, 'x-xsrf-token': 'x' };

async function probe(label: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  recording = [];
  const started = performance.now();
  const response = await server.inject({ method, url: `/elearning/api${url}`, headers, payload });
  const total = performance.now() - started;
  await new Promise((r) => setTimeout(r, 20));
  const statements = recording;
  recording = null;
  const sqlMs = statements.reduce((sum, s) => sum + s.ms, 0);
  console.log(
    `\n## ${label}: HTTP ${response.statusCode}, ${statements.length} statements, ${sqlMs.toFixed(1)} ms in SQL of ${total.toFixed(1)} ms`,
  );
  for (const s of statements)
    console.log(`- ${s.ms.toFixed(2)} ms  ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);
  return { response, statements };
}

async function explain(statements: Statement[]) {
  if (flags['no-explain']) return;
  const client = new pg.Client({ connectionString: flags['database-url'] });
  await client.connect();
  for (const s of statements) {
    if (!/^\s*(select|update|insert|delete|with)/i.test(s.text)) continue;
    await client.query('BEGIN');
    try {
      const plan = await (originalQuery as (...a: unknown[]) => Promise<unknown>).call(
        client,
        `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${s.text}`,
        s.values,
      );
      console.log(`\n\`\`\`\n${s.text.replace(/\s+/g, ' ')}`);
      for (const row of (plan as unknown as pg.QueryResult<{ 'QUERY PLAN': string }>).rows)
        console.log(row['QUERY PLAN']);
      console.log('```');
    } catch (error) {
      // e.g. start's insert of the question rows, whose attempt id is taken by the request itself.
      console.log(
        `\n${s.text.replace(/\s+/g, ' ').slice(0, 120)}…: not re-runnable (${(error as Error).message})`,
      );
    } finally {
      await client.query('ROLLBACK');
    }
  }
  await client.end();
}

const started = await probe('POST /test-taking/start', 'POST', '/test-taking/start', { testId: test.id });
const attemptId = (JSON.parse(started.response.body) as { data: { id: number } }).data.id;
const routes: [string, 'GET' | 'POST' | 'PUT', string, object?][] = [
  ['GET /users/auth-status (session)', 'GET', '/users/auth-status'],
  ['GET question', 'GET', `/test-taking/${attemptId}/question/1`],
  [
    'POST answer',
    'POST',
    `/test-taking/${attemptId}/answer`,
    { questionId: question?.id, selectedChoiceIds: [choice?.id], remainingTime: test.timeLimit - 5 },
  ],
  ['PUT flag', 'PUT', `/test-taking/${attemptId}/questions/${question?.id}/flag`, { flagged: true }],
  ['POST pause', 'POST', `/test-taking/${attemptId}/pause`, { remainingTime: test.timeLimit - 6 }],
  ['POST resume', 'POST', `/test-taking/${attemptId}/resume`],
  ['POST submit', 'POST', `/test-taking/${attemptId}/submit`, { remainingTime: test.timeLimit - 7 }],
];
// Each route's plans right after it ran, on the state it saw (writes re-run inside a rolled-back transaction).
console.log('\n# Plans: POST /test-taking/start');
await explain(started.statements);
for (const [label, method, url, payload] of routes) {
  const { statements } = await probe(label, method, url, payload);
  console.log(`\n# Plans: ${label}`);
  await explain(statements);
}
await server.close();
await database.close();
