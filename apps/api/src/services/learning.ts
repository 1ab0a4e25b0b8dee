// The learner's own progress in the articles and labs the site ships (spec decision 81): the server stores what
// was done; the site owns the content and computes each course's share from it.
import { and, count, eq } from 'drizzle-orm';
import type { Schemas } from '../contract/types';
import { learningProgress } from '../db/schema';
import { badRequest } from '../http/errors';
import type { AppContext } from './context';

/** Entries one learner may store: far above the shipped content, low enough that a script cannot fill a table. */
export const LEARNING_ENTRY_LIMIT = 500;

type Kind = (typeof learningProgress.$inferInsert)['kind'];

export async function learningOf(ctx: AppContext, userId: number): Promise<Schemas['LearningProgress']> {
  const rows = await ctx.db
    .select({ kind: learningProgress.kind, itemKey: learningProgress.itemKey })
    .from(learningProgress)
    .where(eq(learningProgress.userId, userId))
    .orderBy(learningProgress.completedAt, learningProgress.itemKey);
  const of = (kind: Kind) => rows.filter((row) => row.kind === kind).map((row) => row.itemKey);
  return {
    articlesRead: of('article_read'),
    checksPassed: of('check_passed'),
    labSteps: of('lab_step').map((key) => {
      const [labId = '', stepId = ''] = key.split('/');
      return { labId, stepId };
    }),
  };
}

async function record(ctx: AppContext, userId: number, kind: Kind, itemKey: string): Promise<void> {
  const where = and(
    eq(learningProgress.userId, userId),
    eq(learningProgress.kind, kind),
    eq(learningProgress.itemKey, itemKey),
  );
  const [existing] = await ctx.db
    .select({ at: learningProgress.completedAt })
    .from(learningProgress)
    .where(where);
  if (existing) return;
  const [stored] = await ctx.db
    .select({ n: count() })
    .from(learningProgress)
    .where(eq(learningProgress.userId, userId));
  if ((stored?.n ?? 0) >= LEARNING_ENTRY_LIMIT)
    throw badRequest('Too many progress entries for this account');
  await ctx.db
    .insert(learningProgress)
    .values({ userId, kind, itemKey, completedAt: ctx.clock.now() })
    .onConflictDoNothing();
}

export async function recordArticle(
  ctx: AppContext,
  userId: number,
  articleId: string,
  event: Schemas['ArticleProgressRequest']['event'],
): Promise<Schemas['LearningProgress']> {
  await record(ctx, userId, event === 'read' ? 'article_read' : 'check_passed', articleId);
  return learningOf(ctx, userId);
}

export async function recordLabStep(
  ctx: AppContext,
  userId: number,
  labId: string,
  stepId: string,
): Promise<Schemas['LearningProgress']> {
  await record(ctx, userId, 'lab_step', `${labId}/${stepId}`);
  return learningOf(ctx, userId);
}
