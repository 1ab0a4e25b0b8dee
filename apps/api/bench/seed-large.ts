// A large database for the benchmark: at scale 1, 100 000 learners with a session each, 200 000 attempts over the
// seeded tests (every question row an attempt has, about 7.3 million) and about 5 000 000 answered questions,
// written by set-based INSERT … SELECT generate_series, so it takes minutes. Then ANALYZE.
//   node --import tsx bench/seed-large.ts --database-url postgres://postgres@127.0.0.1:5432/bench_large
//   node --import tsx bench/seed-large.ts --pglite-dir /tmp/bench-large-pglite      (scale 0.1 by default)
// Then: npm run bench -- --database-url … / --pglite-dir … (the benchmark adds its own 50 learners).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { loadSeedTests } from '../src/db/seed/load';
import { seedTests } from '../src/db/seed/seed';

const { values: flags } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'pglite-dir': { type: 'string' },
    scale: { type: 'string' },
  },
});
if (!flags['database-url'] === !flags['pglite-dir']) throw new Error('give --database-url or --pglite-dir');
const scale = Number(flags.scale ?? (flags['pglite-dir'] ? 0.1 : 1));
const learners = Math.round(100_000 * scale);
const attemptsPerLearner = 2;

const database = await openDatabase(
  flags['database-url']
    ? { kind: 'postgres', url: flags['database-url'] }
    : { kind: 'pglite', dataDir: flags['pglite-dir'] ?? '' },
);
const { db } = database;
const step = async (label: string, statement: ReturnType<typeof sql>) => {
  const started = performance.now();
  await db.execute(statement);
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

await database.migrate();
await seedTests(db, await loadSeedTests(), () => undefined);
const stamp = Date.now().toString(36);

await step(
  `${learners} learners`,
  sql`INSERT INTO users (email, first_name, last_name, password_hash, status)
      SELECT ${`large-${stamp}-`} || g || '@example.org', 'Large', 'Learner ' || g, 'seed: no password', 'ACTIVE'
      FROM generate_series(1, ${learners}) g`,
);
await step(
  `${learners} sessions`,
  sql`INSERT INTO sessions (id_hash, user_id, kind, last_seen_at, expires_at)
      SELECT md5(${stamp} || u.id), u.id, 'cookie', now() - interval '1 hour', now() + interval '6 days'
      FROM users u WHERE u.email LIKE ${`large-${stamp}-%`}`,
);
// Attempt k of the batch goes to learner k / 2 and test k mod (number of tests); 19 in 20 are submitted.
await step(
  `${learners * attemptsPerLearner} attempts`,
  sql`WITH batch AS (
        SELECT u.id AS user_id, row_number() OVER (ORDER BY u.id) AS n
        FROM users u WHERE u.email LIKE ${`large-${stamp}-%`}
      ), catalogue AS (
        SELECT t.id, t.time_limit, t.passing_score, row_number() OVER (ORDER BY t.id) - 1 AS k,
          (SELECT count(*) FROM questions q WHERE q.test_id = t.id) AS total, count(*) OVER () AS tests
        FROM tests t
      )
      INSERT INTO attempts (user_id, test_id, status, time_limit, passing_score, total_questions, started_at,
        deadline, ended_at, score, correct_count, time_used)
      SELECT b.user_id, c.id, CASE WHEN (b.n * 2 + a) % 20 = 0 THEN 'IN PROGRESS' ELSE 'COMPLETED' END,
        c.time_limit, c.passing_score, c.total, now() - ((b.n * 2 + a) % 300) * interval '1 day',
        now() - ((b.n * 2 + a) % 300) * interval '1 day' + c.time_limit * interval '1 second'
          + CASE WHEN (b.n * 2 + a) % 20 = 0 THEN interval '400 days' ELSE interval '0' END,
        CASE WHEN (b.n * 2 + a) % 20 = 0 THEN NULL
          ELSE now() - ((b.n * 2 + a) % 300) * interval '1 day' + c.time_limit * interval '1 second' END,
        CASE WHEN (b.n * 2 + a) % 20 = 0 THEN NULL ELSE (b.n * 7 + a) % 101 END,
        CASE WHEN (b.n * 2 + a) % 20 = 0 THEN NULL ELSE ((b.n * 7 + a) % 101) * c.total / 100 END,
        CASE WHEN (b.n * 2 + a) % 20 = 0 THEN NULL ELSE c.time_limit / 2 END
      FROM batch b CROSS JOIN generate_series(0, ${attemptsPerLearner - 1}) a
      JOIN catalogue c ON c.k = (b.n * 2 + a) % c.tests`,
);
// Every question of every attempt gets its row; seven in ten carry a selection (one of the question's choices).
await step(
  'attempt questions',
  sql`WITH qc AS (
        SELECT q.id, q.test_id, q.position, array_agg(c.id ORDER BY c.position) AS choice_ids
        FROM questions q JOIN choices c ON c.question_id = q.id GROUP BY q.id
      )
      INSERT INTO attempt_questions (attempt_id, order_id, question_id, flagged, selected_choice_ids)
      SELECT a.id, qc.position, qc.id, (a.id + qc.position) % 17 = 0,
        CASE WHEN (a.id + qc.position) % 10 < 7
          THEN ARRAY[qc.choice_ids[1 + (a.id + qc.position) % cardinality(qc.choice_ids)]]
          ELSE '{}'::integer[] END
      FROM attempts a JOIN users u ON u.id = a.user_id AND u.email LIKE ${`large-${stamp}-%`}
      JOIN qc ON qc.test_id = a.test_id`,
);
await step('analyze', sql`ANALYZE`);
const counts = (await db.execute(sql`
  SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM sessions)::int AS sessions,
    (SELECT count(*) FROM attempts)::int AS attempts, (SELECT count(*) FROM attempt_questions)::int AS rows,
    (SELECT count(*) FROM attempt_questions WHERE cardinality(selected_choice_ids) > 0)::int AS answers
`)) as unknown as { rows: Record<string, number>[] };
console.log(counts.rows[0]);
await database.close();
