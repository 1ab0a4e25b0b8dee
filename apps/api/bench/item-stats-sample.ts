// A sample database for the item-statistics report (docs/question-bank.md): learners of varied ability take the
// free warm-up through the real API, answering each question right with a probability set by their ability and
// the question's difficulty (a Rasch model). Then `npm run item-stats` with PGLITE_DATA_DIR=<dir> reads it.
// Usage: node --import tsx bench/item-stats-sample.ts <pglite dir> [learners=40]
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadContract } from '../src/contract/contract';
import { openDatabase } from '../src/db/client';
import { choices, outbox, questions, tests } from '../src/db/schema';
import { loadSeedTests } from '../src/db/seed/load';
import { seedTests } from '../src/db/seed/seed';
import { createOutboxMailer } from '../src/services/mail';
import { answerKey, type ScoredChoice } from '../src/services/scoring';
import { Agent, ContractChecker } from '../test/support/agent';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: item-stats-sample.ts <pglite dir> [learners]');
const learners = Number(process.argv[3] ?? 40);

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const normal = () => Math.sqrt(-2 * Math.log(random() + 1e-9)) * Math.cos(2 * Math.PI * random());

const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
await seedTests(database.db, await loadSeedTests(), () => undefined);
const app = await buildApp({
  db: database.db,
  passwordCost: { logN: 10, r: 8, p: 1 },
  mailer: createOutboxMailer(database.db, () => undefined),
  contract: loadContract(),
});
const checker = new ContractChecker(loadContract());
const [free] = await database.db.select().from(tests).where(eq(tests.slug, 'kafka-fundamentals'));
const asked = await database.db.select().from(questions).where(eq(questions.testId, free!.id));
const keyRows = await database.db
  .select()
  .from(choices)
  .where(
    inArray(
      choices.questionId,
      asked.map((q) => q.id),
    ),
  );
const difficulty = new Map(asked.map((q) => [q.id, normal() - 0.5]));

for (let n = 0; n < learners; n++) {
  const agent = new Agent(app.server, checker, `10.9.${n >> 8}.${n & 255}`);
  await agent.get('/users/auth-status');
  const email = `sample-${n}@example.org`;
  await agent.post('/users/register', {
    firstName: 'Sam',
    lastName: `Ple ${n}`,
    email,
    password: 'sample-password-1',
  });
  const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, email));
  await agent.post('/users/verify', { email, code: mail?.code });
  const ability = normal();
  const session = (await agent.post('/test-taking/start', { testId: free!.id, mode: 'exam' })).body.data;
  for (let i = 1; i <= asked.length; i++) {
    const q = (await agent.get(`/test-taking/${session.id}/question/${i}`)).body.data;
    const row = asked.find((a) => a.id === q.questionId)!;
    const own = keyRows.filter((c) => c.questionId === row.id) as ScoredChoice[];
    const key = answerKey(row.type, own);
    const right = random() < 1 / (1 + Math.exp(-(ability - difficulty.get(row.id)!)));
    let answer = key;
    if (!right) {
      if (row.type === 'ordering') answer = [...key].reverse();
      else if (row.type === 'matching') answer = key.slice(0, 2);
      else answer = [own.find((c) => c.kind === 'option' && !c.correct)!.id];
    }
    await agent.post(`/test-taking/${session.id}/answer`, {
      questionId: q.questionId,
      selectedChoiceIds: answer,
      remainingTime: 1000,
    });
  }
  await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 900 });
  if (n === 0) {
    const review = (await agent.get(`/tests/history/${session.id}`)).body;
    const target = review?.questions?.[3]?.questionId ?? asked[3]!.id;
    await agent.put(`/tests/history/${session.id}/questions/${target}/report`, {
      reason: 'unclear',
      comment: 'Which Kafka version?',
    });
  }
}
await app.server.close();
await database.close();
console.log(
  `item-stats sample: ${learners} learners took ${asked.length} questions of kafka-fundamentals in ${dataDir}`,
);
