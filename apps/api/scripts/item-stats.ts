// `npm run item-stats` — the item-statistics report for question authors, against any database: DATABASE_URL
// (PostgreSQL), else the PGlite folder (PGLITE_DATA_DIR, default .data/pglite). Options: --min-answers N,
// --json. Under a reported question, and in the JSON's `learnerReports`, each learner report's reason, language,
// day and comment. docs/question-bank.md says how to act on it.
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { loadItemData } from '../src/db/queries/item-responses';
import { REPO_ROOT } from '../src/paths';
import { DEFAULT_REVIEW_RULES, formatItemReport, itemStatistics } from '../src/services/item-statistics';

const { values } = parseArgs({
  options: { 'min-answers': { type: 'string' }, json: { type: 'boolean', default: false } },
});
const rules = {
  ...DEFAULT_REVIEW_RULES,
  ...(values['min-answers'] ? { minAnswers: Number(values['min-answers']) } : {}),
};
const dataDir = process.env.PGLITE_DATA_DIR ?? '.data/pglite';
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : {
        kind: 'pglite',
        dataDir:
          dataDir.startsWith('memory://') || isAbsolute(dataDir) ? dataDir : resolve(REPO_ROOT, dataDir),
      },
);
try {
  // drizzle's result type differs per driver; both carry `rows`.
  const result = (await database.db.execute(
    sql`SELECT to_regclass('attempt_questions')::text AS "table"`,
  )) as unknown as { rows: { table: string | null }[] };
  const [found] = result.rows;
  if (!found?.table) {
    console.error(
      'item-stats: this database has no attempts table yet (the server creates it on its first start)',
    );
    process.exitCode = 1;
  } else report(await loadItemData(database.db));
} finally {
  await database.close();
}

function report(data: Awaited<ReturnType<typeof loadItemData>>) {
  const statistics = itemStatistics(data.responses, data.reportsByQuestion, rules);
  if (values.json) {
    const described = statistics.map((s) => ({
      ...data.questions.get(s.questionId),
      ...s,
      learnerReports: data.learnerReports.get(s.questionId) ?? [],
    }));
    console.log(JSON.stringify(described, null, 2));
  } else {
    console.log(
      formatItemReport(
        statistics,
        (id) => data.questions.get(id),
        rules,
        (id) => data.learnerReports.get(id) ?? [],
      ),
    );
  }
}
