// Per-request database cost of the exam routes on PGlite, in one process and without HTTP: the same service
// calls with PGlite's own `query()` (`namedStatements: false`) and with every statement parsed once by name,
// alternated `--rounds` times, sequential. On a loaded machine this isolates the main-thread work per request
// that the HTTP benchmark (bench/run.ts) only shows through its noise.
//
//   node --import tsx bench/statements.ts [--rounds 3 --calls 200]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { DEFAULT_SESSION_LIMITS } from '../src/config';
import { openDatabase } from '../src/db/client';
import { loadSeedTests } from '../src/db/seed/load';
import { seedTests } from '../src/db/seed/seed';
import { tests, users } from '../src/db/schema';
import { getQuestion, saveAnswer, setFlag } from '../src/services/answers';
import { pauseAttempt, resumeAttempt, startAttempt } from '../src/services/attempts';
import type { AppContext } from '../src/services/context';
import { createSession, findSession } from '../src/services/sessions';

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    calls: { type: 'string', default: '200' },
    'test-slug': { type: 'string', default: 'kafka-fundamentals' },
  },
});
const CALLS = Number(flags.calls);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(namedStatements: boolean): Promise<Record<string, number>> {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://', namedStatements });
  try {
    await database.migrate();
    await seedTests(database.db, await loadSeedTests(), () => undefined);
    const [test] = await database.db.select().from(tests).where(eq(tests.slug, flags['test-slug']));
    if (!test) throw new Error(`no test ${flags['test-slug']}`);
    const [user] = await database.db
      .insert(users)
      .values({
        email: 'bench@example.org',
        firstName: 'B',
        lastName: 'L',
        passwordHash: 'x',
        status: 'ACTIVE',
      })
      .returning({ id: users.id });
    const userId = user?.id ?? 0;
    const ctx = {
      db: database.db,
      clock: { now: () => new Date() },
      sessions: DEFAULT_SESSION_LIMITS,
    } as unknown as AppContext;
    const token = await createSession(database.db, userId, 'cookie', new Date());
    const started = await startAttempt(ctx, userId, test.id);
    const first = await getQuestion(ctx, userId, started.id, 1);
    const choiceId = first.choices[0]?.choiceId ?? 0;
    const timed = async (label: string, call: (i: number) => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const t = performance.now();
        await call(i);
        times.push(performance.now() - t);
      }
      return [label, median(times)] as const;
    };
    const results = [
      await timed('session look-up', () => findSession(database.db, token, new Date())),
      await timed('question fetch', (i) => getQuestion(ctx, userId, started.id, 1 + (i % 5))),
      await timed('answer', () =>
        saveAnswer(ctx, { sessionToken: token }, started.id, {
          questionId: first.questionId,
          selectedChoiceIds: [choiceId],
          remainingTime: 3000,
        }),
      ),
      await timed('flag', (i) => setFlag(ctx, userId, started.id, first.questionId, i % 2 === 0)),
      await timed('pause + resume', async () => {
        await pauseAttempt(ctx, userId, started.id, 3000);
        await resumeAttempt(ctx, userId, started.id);
      }),
      await timed('start', () => startAttempt(ctx, userId, test.id)),
    ];
    return Object.fromEntries(results);
  } finally {
    await database.close();
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(
  `${CALLS} sequential calls per route, PGlite in memory; load average ${load()}; ${new Date().toISOString()}`,
);
const runs: { mode: string; result: Record<string, number> }[] = [];
for (let round = 1; round <= Number(flags.rounds); round++)
  for (const named of [false, true]) {
    const result = await measure(named);
    runs.push({ mode: named ? 'named' : 'query()', result });
    console.log(
      `round ${round} ${named ? 'named  ' : 'query()'}: ${Object.entries(result)
        .map(([k, v]) => `${k} ${v.toFixed(2)} ms`)
        .join(', ')}`,
    );
  }
console.log(`\nMedian per call over the rounds (ms), query() → named:`);
for (const route of Object.keys(runs[0]?.result ?? {})) {
  const of = (mode: string) => median(runs.filter((r) => r.mode === mode).map((r) => r.result[route] ?? 0));
  console.log(
    `  ${route}: ${of('query()').toFixed(2)} → ${of('named').toFixed(2)} (× ${(of('query()') / of('named')).toFixed(2)})`,
  );
}
console.log(`load average after: ${load()}`);
