// Idempotent by slug and question: a new test is inserted, a known one gets its metadata refreshed, and each of
// its questions is compared, by its stable key (SeedQuestion.id, else `<slug>#<position>`), with the version the
// test serves. An unchanged question is left as it is (its place in the test follows the seed); a changed one gets
// a new version row and the old row is retired, so the review of an attempt taken before the fix still shows what
// was asked then (docs/spec-decisions.md, question versions). A question gone from the seed leaves the test; a
// retired version no attempt refers to is deleted.
//
// What makes a new version: anything a learner reads or is scored on, in English or French (text, type, domain,
// choices and their key, pairs, targets, steps, explanation). References (links under the explanation) are not:
// they are refreshed in place on the served version.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  attemptQuestions,
  choices,
  questions,
  tests,
  users,
  type ChoiceKind,
  type QuestionReference,
  type QuestionTypeName,
} from '../schema';
import { hashPassword, type ScryptCost } from '../../services/passwords';
import type { SeedQuestion, SeedQuestionFr, SeedTest } from './types';

export const DEMO_LEARNER = {
  email: 'demo@kafka-learning.dev',
  password: 'KafkaDemo2026!',
  firstName: 'Demo',
  lastName: 'Learner',
} as const;

/** The item type: given, or single / multiple by the number of correct choices. */
export function questionType(question: SeedQuestion): QuestionTypeName {
  if (question.type) return question.type;
  return question.choices.filter((c) => c.correct).length > 1 ? 'multiple' : 'single';
}

/** The stable key of the question at `index` (0-based) of `test`. */
export function bankKey(test: SeedTest, index: number): string {
  return test.questions[index]?.id ?? `${test.slug}#${index + 1}`;
}

/** What a learner reads of one question, English and French; references, difficulty and scope left out. */
function versionHash(question: SeedQuestion, fr: SeedQuestionFr | undefined): string {
  const asked = {
    type: questionType(question),
    domain: question.domain,
    text: question.text,
    choices: question.choices,
    pairs: question.pairs ?? [],
    extraTargets: question.extraTargets ?? [],
    steps: question.steps ?? [],
    explanation: question.explanation,
    fr: fr
      ? {
          text: fr.text,
          choices: fr.choices,
          pairs: fr.pairs ?? [],
          extraTargets: fr.extraTargets ?? [],
          steps: fr.steps ?? [],
          explanation: fr.explanation,
        }
      : null,
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

function contentHash(test: SeedTest): string {
  const hashes = test.questions.map((q, i) => `${bankKey(test, i)}:${versionHash(q, test.fr?.questions[i])}`);
  return createHash('sha256').update(JSON.stringify(hashes)).digest('hex');
}

function metadata(test: SeedTest) {
  return {
    title: test.title,
    description: test.description,
    titleFr: test.fr?.title ?? null,
    descriptionFr: test.fr?.description ?? null,
    timeLimit: test.timeLimit,
    passingScore: test.passingScore,
    isFree: test.isFree,
    priceCents: Math.round(test.price * 100),
    currency: test.currency,
    contentHash: contentHash(test),
  };
}

function references(test: SeedTest, index: number): QuestionReference[] {
  const frTitles = test.fr?.questions[index]?.references ?? [];
  return (test.questions[index]?.references ?? []).map((ref, r) => {
    const titleFr = frTitles[r];
    return { title: ref.title, titleFr: titleFr && titleFr !== ref.title ? titleFr : null, url: ref.url };
  });
}

/** A random order of `0..n-1`: steps and targets are inserted in it, so their ids say nothing of the key. */
function randomOrder(n: number): number[] {
  const out = Array.from({ length: n }, (_v, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [out[i], out[j]] = [out[j] as number, out[i] as number];
  }
  return out;
}

/** The French of one text when the French list has the English one's length, else null (English served). */
const frAt = (list: readonly string[] | undefined, length: number, index: number) =>
  list && list.length === length ? (list[index] ?? null) : null;

interface NewVersion {
  index: number;
  key: string;
  version: number;
  hash: string;
}

async function insertVersions(db: Db, testId: number, test: SeedTest, wanted: NewVersion[]): Promise<void> {
  if (wanted.length === 0) return;
  const inserted = await db
    .insert(questions)
    .values(
      wanted.map(({ index, key, version, hash }) => {
        const q = test.questions[index] as SeedQuestion;
        const fr = test.fr?.questions[index];
        return {
          testId,
          position: index + 1,
          bankKey: key,
          version,
          contentHash: hash,
          type: questionType(q),
          domain: q.domain,
          text: q.text,
          explanation: q.explanation,
          textFr: fr?.text ?? null,
          explanationFr: fr?.explanation ?? null,
          references: references(test, index),
        };
      }),
    )
    .returning({ id: questions.id, position: questions.position });
  const idByIndex = new Map(inserted.map((row) => [row.position - 1, row.id]));
  type ChoiceRow = typeof choices.$inferInsert;
  const plain: ChoiceRow[] = [];
  const targets: (ChoiceRow & { key: string })[] = [];
  const items: { row: ChoiceRow; targetKey: string }[] = [];
  for (const { index } of wanted) {
    const q = test.questions[index] as SeedQuestion;
    const fr = test.fr?.questions[index];
    const questionId = idByIndex.get(index) as number;
    const type = questionType(q);
    const row = (kind: ChoiceKind, position: number, text: string, textFr: string | null): ChoiceRow => ({
      questionId,
      kind,
      position,
      text,
      textFr,
      correct: false,
    });
    if (type === 'ordering') {
      const steps = q.steps ?? [];
      randomOrder(steps.length).forEach((s, at) =>
        plain.push({
          ...row('step', at + 1, steps[s] as string, frAt(fr?.steps, steps.length, s)),
          correctPosition: s + 1,
        }),
      );
    } else if (type === 'matching') {
      const pairs = q.pairs ?? [];
      const frPairs = fr?.pairs && fr.pairs.length === pairs.length ? fr.pairs : undefined;
      const extra = q.extraTargets ?? [];
      const all = [
        ...pairs.map((p, i) => ({ text: p.target, fr: frPairs?.[i]?.target ?? null })),
        ...extra.map((text, i) => ({ text, fr: frAt(fr?.extraTargets, extra.length, i) })),
      ];
      randomOrder(all.length).forEach((t, at) => {
        const target = all[t] as { text: string; fr: string | null };
        targets.push({
          ...row('target', at + 1, target.text, target.fr),
          key: `${questionId}:${target.text}`,
        });
      });
      pairs.forEach((p, i) =>
        items.push({
          row: row('item', i + 1, p.item, frPairs?.[i]?.item ?? null),
          targetKey: `${questionId}:${p.target}`,
        }),
      );
    } else {
      q.choices.forEach((c, i) =>
        plain.push({
          ...row('option', i + 1, c.text, frAt(fr?.choices, q.choices.length, i)),
          correct: c.correct,
        }),
      );
    }
  }
  if (plain.length) await db.insert(choices).values(plain);
  if (targets.length) {
    const ids = await db
      .insert(choices)
      .values(targets.map(({ key: _key, ...target }) => target))
      .returning({ id: choices.id });
    const targetIds = new Map(targets.map((t, i) => [t.key, ids[i]?.id as number]));
    await db
      .insert(choices)
      .values(
        items.map(({ row, targetKey }) => ({ ...row, correctTargetId: targetIds.get(targetKey) as number })),
      );
  }
}

/** Brings the test's questions in step with the seed; returns how many versions were added and retired. */
async function syncQuestions(db: Db, testId: number, test: SeedTest) {
  const stored = await db
    .select({
      id: questions.id,
      bankKey: questions.bankKey,
      version: questions.version,
      active: questions.active,
      contentHash: questions.contentHash,
    })
    .from(questions)
    .where(eq(questions.testId, testId));
  const served = new Map(stored.filter((q) => q.active).map((q) => [q.bankKey, q]));
  const lastVersion = new Map<string, number>();
  for (const q of stored) lastVersion.set(q.bankKey, Math.max(lastVersion.get(q.bankKey) ?? 0, q.version));
  const kept: { id: number; position: number }[] = [];
  const added: NewVersion[] = [];
  const seedKeys = new Set<string>();
  test.questions.forEach((q, index) => {
    const key = bankKey(test, index);
    seedKeys.add(key);
    const hash = versionHash(q, test.fr?.questions[index]);
    const current = served.get(key);
    if (current && current.contentHash === hash) kept.push({ id: current.id, position: index + 1 });
    else added.push({ index, key, version: (lastVersion.get(key) ?? 0) + 1, hash });
  });
  const keptIds = new Set(kept.map((k) => k.id));
  const retired = [...served.values()].filter((q) => !keptIds.has(q.id)).map((q) => q.id);
  if (retired.length) await db.update(questions).set({ active: false }).where(inArray(questions.id, retired));
  // Two steps, as the active positions are unique at every row: out of the way, then into place.
  if (kept.length) {
    await db
      .update(questions)
      .set({ position: sql`-${questions.id}` })
      .where(inArray(questions.id, [...keptIds]));
    await db.execute(sql`
      UPDATE ${questions} SET position = v.position
      FROM (VALUES ${sql.join(
        kept.map((k) => sql`(${k.id}::int, ${k.position}::int)`),
        sql`, `,
      )}) AS v(id, position)
      WHERE ${questions.id} = v.id`);
  }
  await insertVersions(db, testId, test, added);
  // Retired versions no attempt was taken with are not needed for any review.
  await db.execute(sql`
    DELETE FROM ${questions} q
    WHERE q.test_id = ${testId} AND NOT q.active
      AND NOT EXISTS (SELECT 1 FROM ${attemptQuestions} aq WHERE aq.question_id = q.id)`);
  return {
    added: added.length,
    retired: retired.length,
    removed: [...served.keys()].filter((k) => !seedKeys.has(k)),
  };
}

/** Writes each served question's references by key (links change no answer: no new version). */
async function applyReferences(db: Db, testId: number, test: SeedTest): Promise<void> {
  const rows = test.questions.map(
    (_q, index) => sql`(${bankKey(test, index)}::text, ${JSON.stringify(references(test, index))}::jsonb)`,
  );
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE ${questions} SET "references" = v.refs
    FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(bank_key, refs)
    WHERE ${questions.testId} = ${testId} AND ${questions.active} AND ${questions.bankKey} = v.bank_key
      AND ${questions.references} IS DISTINCT FROM v.refs`);
}

export async function seedTests(db: Db, seedTests: SeedTest[], log: (line: string) => void = console.log) {
  for (const test of seedTests) {
    await db.transaction(async (tx) => {
      const fresh = metadata(test);
      const [created] = await tx
        .insert(tests)
        .values({ slug: test.slug, ...fresh })
        .onConflictDoNothing({ target: tests.slug })
        .returning({ id: tests.id });
      const [existing] = created
        ? [{ id: created.id, contentHash: '' }]
        : await tx
            .select({ id: tests.id, contentHash: tests.contentHash })
            .from(tests)
            .where(eq(tests.slug, test.slug));
      if (!existing) return;
      if (existing.contentHash !== fresh.contentHash) {
        const { added, retired, removed } = await syncQuestions(tx, existing.id, test);
        log(
          created
            ? `seed: added ${test.slug} (${test.questions.length} questions)`
            : `seed: ${test.slug}: ${added} new question versions, ${retired} retired` +
                (removed.length ? ` (left the test: ${removed.join(', ')})` : ''),
        );
      }
      await applyReferences(tx, existing.id, test);
      if (!created)
        await tx
          .update(tests)
          .set(fresh)
          .where(and(eq(tests.id, existing.id)));
    });
  }
}

/** A verified learner to try the product with; left alone once it exists. */
export async function ensureDemoLearner(db: Db, cost?: ScryptCost): Promise<typeof DEMO_LEARNER> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LEARNER.email));
  if (!existing) {
    await db
      .insert(users)
      .values({
        email: DEMO_LEARNER.email,
        firstName: DEMO_LEARNER.firstName,
        lastName: DEMO_LEARNER.lastName,
        passwordHash: await hashPassword(DEMO_LEARNER.password, cost),
        status: 'ACTIVE',
      })
      .onConflictDoNothing({ target: users.email });
  }
  return DEMO_LEARNER;
}
