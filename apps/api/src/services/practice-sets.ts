// Custom practice sets: the server draws distinct questions of one test, or of every test the learner can
// open (`scope: all`), by domain and source, and stores them
// as a practice attempt of their own (services/attempts.ts `openNewAttempt`); everything after is an attempt.
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import type { Db } from '../db/client';
import { attemptQuestions, attempts, questions, tests } from '../db/schema';
import { accessibleTests } from './access';
import { answerVerdicts } from '../db/queries/attempts';
import { conflict } from '../http/errors';
import { openNewAttempt } from './attempts';
import type { AppContext } from './context';
import type { Lang } from './language';

export type PracticeSetInput = Schemas['PracticeSetRequest'];
export const PRACTICE_SET_EMPTY = 'No question matches this practice set';

/** Each question's row in the newest attempt of the user that contained it (submitted ones only if asked). */
async function latestRows(db: Db, userId: number, testIds: number[], submittedOnly: boolean) {
  const rows = await db
    .select({
      questionId: attemptQuestions.questionId,
      flagged: attemptQuestions.flagged,
      selectedChoiceIds: attemptQuestions.selectedChoiceIds,
    })
    .from(attemptQuestions)
    .innerJoin(attempts, eq(attempts.id, attemptQuestions.attemptId))
    .where(
      and(
        eq(attempts.userId, userId),
        inArray(attempts.testId, testIds),
        ...(submittedOnly ? [eq(attempts.status, 'COMPLETED')] : []),
      ),
    )
    .orderBy(desc(attempts.id));
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.questionId)) latest.set(row.questionId, row);
  return latest;
}

/** The ids of the candidates `source` keeps. */
async function fromSource(
  db: Db,
  userId: number,
  testIds: number[],
  source: PracticeSetInput['source'],
  candidates: number[],
): Promise<number[]> {
  if (source === 'all' || candidates.length === 0) return candidates;
  if (source === 'unseen') {
    const seen = await latestRows(db, userId, testIds, false);
    return candidates.filter((id) => !seen.has(id));
  }
  if (source === 'flagged') {
    const latest = await latestRows(db, userId, testIds, false);
    return candidates.filter((id) => latest.get(id)?.flagged === true);
  }
  const latest = await latestRows(db, userId, testIds, true);
  const answered = candidates.filter((id) => latest.has(id));
  if (answered.length === 0) return [];
  const verdicts = await answerVerdicts(
    db,
    answered.map((id) => ({ questionId: id, selectedChoiceIds: latest.get(id)?.selectedChoiceIds ?? [] })),
  );
  return answered.filter((_id, i) => verdicts[i] === false);
}

/** Up to `count` of `ids`, drawn at random without repeats, kept in the test's order. */
function draw(ids: number[], count: number): number[] {
  const pool = [...ids];
  const picked = new Set<number>();
  const wanted = Math.min(count, ids.length);
  while (picked.size < wanted) {
    const index = randomInt(0, pool.length);
    picked.add(pool[index] as number);
    pool.splice(index, 1);
  }
  return ids.filter((id) => picked.has(id));
}

/** Every active test the learner can open now: the free ones, and the paid ones a purchase or the subscription opens. */
async function openTestIds(db: Db, userId: number, now: Date): Promise<number[]> {
  const [active, paid] = await Promise.all([
    db.select({ id: tests.id, isFree: tests.isFree }).from(tests).where(eq(tests.isActive, true)),
    accessibleTests(db, userId, now),
  ]);
  const open = new Set(paid.filter((t) => t.hasAccess).map((t) => t.testId));
  return active.filter((t) => t.isFree || open.has(t.id)).map((t) => t.id);
}

export async function startPracticeSet(
  ctx: AppContext,
  userId: number,
  input: PracticeSetInput,
  lang: Lang = 'en',
) {
  return openNewAttempt(ctx, userId, input.testId, lang, 'practice', async (tx) => {
    const domains = input.domains ?? [];
    const testIds = input.scope === 'all' ? await openTestIds(tx, userId, ctx.clock.now()) : [input.testId];
    const inTests = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(
        and(
          inArray(questions.testId, testIds),
          eq(questions.active, true),
          ...(domains.length > 0 ? [inArray(questions.domain, domains)] : []),
        ),
      )
      .orderBy(questions.testId, questions.position);
    const kept = await fromSource(
      tx,
      userId,
      testIds,
      input.source,
      inTests.map((q) => q.id),
    );
    if (kept.length === 0) throw conflict(PRACTICE_SET_EMPTY, 'PRACTICE_SET_EMPTY');
    return draw(kept, input.count).map((id) => ({ id }));
  });
}
