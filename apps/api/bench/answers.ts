// Answer-save throughput and latency with 50 concurrent learners, on PGlite and on PostgreSQL, beside the same
// server's trivial route (GET /payments/config: no database) as the ceiling. Not a test: it prints figures.
//   npm run bench -w @elearning/api            (BENCH_SECONDS=10, BENCH_LEARNERS=50, TEST_DATABASE_URL=...)
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { choices, outbox, questions, tests } from '../src/db/schema';
import { seedTests } from '../src/db/seed/seed';
import { createOutboxMailer } from '../src/services/mail';
import type { SeedTest } from '../src/db/seed/types';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'bench-password-1';

const benchTest: SeedTest = {
  slug: 'bench',
  title: 'Bench',
  description: 'Sixty questions of four choices.',
  timeLimit: 5400,
  passingScore: 70,
  isFree: true,
  price: 0,
  currency: 'USD',
  questions: Array.from({ length: 60 }, (_, i) => ({
    domain: 'Producer' as const,
    text: `Question ${i + 1}`,
    explanation: 'Because.',
    choices: [0, 1, 2, 3].map((c) => ({ text: `Choice ${c + 1}`, correct: c === 0 })),
  })),
};

interface Learner {
  token: string;
  sessionId: number;
}

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // The cookie path needs the XSRF pair; the bench signs up through it like the site does.
      cookie: 'XSRF-TOKEN=bench',
      'x-xsrf-token': 'bench',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function signUp(base: string, database: Database, testId: number): Promise<Learner> {
  const email = `bench-${randomBytes(6).toString('hex')}@example.org`;
  await call(base, 'POST', '/users/register', { firstName: 'B', lastName: 'L', email, password: PASSWORD });
  const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, email));
  await call(base, 'POST', '/users/verify', { email, code: mail?.code });
  const { token } = await call(base, 'POST', '/users/login', { email, password: PASSWORD, issueToken: true });
  const session = await call(base, 'POST', '/test-taking/start', { testId }, token);
  return { token, sessionId: session.data.id };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** `LEARNERS` loops, each sending its next request as soon as the previous one answered. */
async function drive(send: (learner: number) => Promise<void>) {
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: LEARNERS }, async (_, learner) => {
      while (performance.now() < until) {
        const started = performance.now();
        await send(learner);
        latencies.push(performance.now() - started);
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    // This process's CPU (server, client and PGlite; not a PostgreSQL server's) per request: steadier than
    // throughput when other work shares the machine.
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / latencies.length,
    perSecond: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function benchmark(name: string, database: Database) {
  await database.migrate();
  await seedTests(database.db, [benchTest], () => undefined);
  const [test] = await database.db.select().from(tests).where(eq(tests.slug, 'bench'));
  const testId = test?.id ?? 0;
  const rows = await database.db
    .select({ questionId: questions.id, choiceId: choices.id })
    .from(questions)
    .innerJoin(choices, eq(choices.questionId, questions.id))
    .where(eq(questions.testId, testId))
    .orderBy(asc(questions.position), asc(choices.position));
  const choicesByQuestion = new Map<number, number[]>();
  for (const row of rows)
    choicesByQuestion.set(row.questionId, [...(choicesByQuestion.get(row.questionId) ?? []), row.choiceId]);
  const questionIds = [...choicesByQuestion.keys()];

  const { server } = await buildApp({
    db: database.db,
    mailer: createOutboxMailer(database.db, () => undefined),
    passwordCost: { logN: 10, r: 8, p: 1 },
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const base = `${address}/elearning/api`;
  const learners: Learner[] = [];
  for (let i = 0; i < LEARNERS; i++) learners.push(await signUp(base, database, testId));

  const ceiling = await drive(() => call(base, 'GET', '/payments/config'));
  const answers = await drive(async (index) => {
    const learner = learners[index] as Learner;
    const questionId = questionIds[Math.floor(Math.random() * questionIds.length)] as number;
    const options = choicesByQuestion.get(questionId) ?? [];
    const choiceId = options[Math.floor(Math.random() * options.length)] as number;
    await call(
      base,
      'POST',
      `/test-taking/${learner.sessionId}/answer`,
      { questionId, selectedChoiceIds: [choiceId], remainingTime: 5400 },
      learner.token,
    );
  });
  await server.close();
  const row = (route: string, r: Awaited<ReturnType<typeof drive>>) =>
    `${name.padEnd(11)}${route.padEnd(26)}${r.perSecond.toFixed(0).padStart(8)} req/s${r.p50.toFixed(1).padStart(9)} ms${r.p99.toFixed(1).padStart(9)} ms${r.cpuMsPerRequest.toFixed(2).padStart(9)} ms`;
  console.log(row('GET /payments/config', ceiling));
  console.log(row('POST .../answer', answers));
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

console.log(
  `${LEARNERS} concurrent learners, ${SECONDS} s per route, load average ${loadavg()[0]?.toFixed(1)} on this machine`,
);
console.log(
  `${'database'.padEnd(11)}${'route'.padEnd(26)}${'throughput'.padStart(14)}${'p50'.padStart(12)}${'p99'.padStart(12)}`,
);

const pglite = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
await benchmark('PGlite', pglite);
await pglite.close();

if (await postgresAnswers()) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const postgres = await openDatabase({ kind: 'postgres', url: POSTGRES_URL, schema });
  try {
    await benchmark('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
} else {
  console.log(`PostgreSQL: no server at ${POSTGRES_URL}, skipped`);
}
