// Idempotent by slug: a new test is inserted, a known one gets its metadata refreshed, and its questions are
// replaced only while no attempt refers to them (an attempt's review must keep showing what was asked).
// The French (`*_fr` columns) is written over the stored questions whenever they are the seed's own, attempts
// or not: a translation changes no meaning, so it is kept in step without touching ids or answers.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { attempts, choices, questions, tests, users, type QuestionReference } from '../schema';
import { hashPassword, type ScryptCost } from '../../services/passwords';
import type { SeedTest } from './types';

export const DEMO_LEARNER = {
  email: 'demo@kafka-learning.dev',
  password: 'KafkaDemo2026!',
  firstName: 'Demo',
  lastName: 'Learner',
} as const;

/** References are left out: like the French, they change no answer, so they are kept in step (applyReferences). */
function contentHash(test: SeedTest): string {
  const asked = test.questions.map(({ references: _references, ...question }) => question);
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
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
    fixedOrder: test.fixedOrder ?? false,
  };
}

async function insertQuestions(db: Db, testId: number, test: SeedTest): Promise<void> {
  const inserted = await db
    .insert(questions)
    .values(
      test.questions.map((q, index) => ({
        testId,
        position: index + 1,
        domain: q.domain,
        text: q.text,
        explanation: q.explanation,
      })),
    )
    .returning({ id: questions.id, position: questions.position });
  const idByPosition = new Map(inserted.map((row) => [row.position, row.id]));
  await db.insert(choices).values(
    test.questions.flatMap((q, index) =>
      q.choices.map((choice, choiceIndex) => ({
        questionId: idByPosition.get(index + 1) as number,
        position: choiceIndex + 1,
        text: choice.text,
        correct: choice.correct,
      })),
    ),
  );
}

/** Writes the French of every question and choice by position; a choice list of another length is skipped. */
async function applyFrench(db: Db, testId: number, test: SeedTest): Promise<void> {
  const french = test.fr?.questions ?? [];
  const questionRows = test.questions.map((_q, index) => {
    const fr = french[index];
    return sql`(${index + 1}::int, ${fr?.text ?? null}::text, ${fr?.explanation ?? null}::text)`;
  });
  const choiceRows = test.questions.flatMap((q, index) => {
    const fr = french[index];
    const usable = fr && fr.choices.length === q.choices.length;
    return q.choices.map(
      (_c, c) => sql`(${index + 1}::int, ${c + 1}::int, ${usable ? (fr.choices[c] ?? null) : null}::text)`,
    );
  });
  if (questionRows.length === 0) return;
  await db.execute(sql`
    UPDATE ${questions} SET text_fr = v.text_fr, explanation_fr = v.explanation_fr
    FROM (VALUES ${sql.join(questionRows, sql`, `)}) AS v(position, text_fr, explanation_fr)
    WHERE ${questions.testId} = ${testId} AND ${questions.position} = v.position
      AND (${questions.textFr} IS DISTINCT FROM v.text_fr OR ${questions.explanationFr} IS DISTINCT FROM v.explanation_fr)`);
  await db.execute(sql`
    UPDATE ${choices} SET text_fr = v.text_fr
    FROM (VALUES ${sql.join(choiceRows, sql`, `)}) AS v(question_position, position, text_fr), ${questions} q
    WHERE q.id = ${choices.questionId} AND q.test_id = ${testId} AND q.position = v.question_position
      AND ${choices.position} = v.position AND ${choices.textFr} IS DISTINCT FROM v.text_fr`);
}

/** Writes each question's references by position, the French titles beside the English where they differ. */
async function applyReferences(db: Db, testId: number, test: SeedTest): Promise<void> {
  const rows = test.questions.map((q, index) => {
    const frTitles = test.fr?.questions[index]?.references ?? [];
    const references: QuestionReference[] = (q.references ?? []).map((ref, r) => {
      const titleFr = frTitles[r];
      return { title: ref.title, titleFr: titleFr && titleFr !== ref.title ? titleFr : null, url: ref.url };
    });
    return sql`(${index + 1}::int, ${JSON.stringify(references)}::jsonb)`;
  });
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE ${questions} SET "references" = v.refs
    FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(position, refs)
    WHERE ${questions.testId} = ${testId} AND ${questions.position} = v.position
      AND ${questions.references} IS DISTINCT FROM v.refs`);
}

export async function seedTests(db: Db, seedTests: SeedTest[], log: (line: string) => void = console.log) {
  for (const test of seedTests) {
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(tests)
        .values({ slug: test.slug, ...metadata(test) })
        .onConflictDoNothing({ target: tests.slug })
        .returning({ id: tests.id });
      if (created) {
        await insertQuestions(tx, created.id, test);
        await applyFrench(tx, created.id, test);
        await applyReferences(tx, created.id, test);
        log(`seed: added ${test.slug} (${test.questions.length} questions)`);
        return;
      }
      const [existing] = await tx.select().from(tests).where(eq(tests.slug, test.slug));
      if (!existing) return;
      const fresh = metadata(test);
      const questionsChanged = existing.contentHash !== fresh.contentHash;
      const [attempted] = questionsChanged
        ? await tx.select({ id: attempts.id }).from(attempts).where(eq(attempts.testId, existing.id)).limit(1)
        : [];
      if (questionsChanged && attempted) {
        log(`seed: ${test.slug} changed but has attempts; its questions are kept`);
        fresh.contentHash = existing.contentHash;
      } else if (questionsChanged) {
        await tx.delete(questions).where(eq(questions.testId, existing.id));
        await insertQuestions(tx, existing.id, test);
        log(`seed: replaced the questions of ${test.slug}`);
      }
      if (!(questionsChanged && attempted)) {
        await applyFrench(tx, existing.id, test);
        await applyReferences(tx, existing.id, test);
      }
      await tx.update(tests).set(fresh).where(eq(tests.id, existing.id));
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
