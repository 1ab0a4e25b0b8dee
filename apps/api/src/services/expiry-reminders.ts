// "Your access ends in 7 days": one mail per access (a test pass or a paid subscription period), sent by the
// hourly leased job (main.ts). The access is claimed with a conditional update of `reminder_sent_at` before the
// mail goes out, so two instances, or a job run twice, send it once. An access a later one extends (a renewal
// bought early), or a subscription that will renew by itself, is not reminded.
import { and, eq, gt, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { premiumSubscriptions, subscriptions, testAccess, tests, users } from '../db/schema';
import { DAY } from './clock';
import type { AppContext } from './context';
import { inLanguage } from './language';
import { expiryReminderMail } from './mail-templates';

export const REMINDER_DAYS = 7;

/** Sends the reminders due now; answers how many were sent. */
export async function sendExpiryReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const horizon = new Date(now.getTime() + REMINDER_DAYS * DAY);
  let sent = 0;

  const laterAccess = alias(testAccess, 'later_access');
  const dueTests = await ctx.db
    .select({
      id: testAccess.id,
      expiresAt: testAccess.expiresAt,
      user: users,
      title: tests.title,
      titleFr: tests.titleFr,
    })
    .from(testAccess)
    .innerJoin(users, eq(users.id, testAccess.userId))
    .innerJoin(tests, eq(tests.id, testAccess.testId))
    .where(
      and(
        isNull(testAccess.reminderSentAt),
        gt(testAccess.expiresAt, now),
        lte(testAccess.expiresAt, horizon),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(laterAccess)
            .where(
              and(
                eq(laterAccess.userId, testAccess.userId),
                eq(laterAccess.testId, testAccess.testId),
                gt(laterAccess.expiresAt, testAccess.expiresAt),
              ),
            ),
        ),
      ),
    );
  for (const due of dueTests) {
    const [claimed] = await ctx.db
      .update(testAccess)
      .set({ reminderSentAt: now })
      .where(and(eq(testAccess.id, due.id), isNull(testAccess.reminderSentAt)))
      .returning({ id: testAccess.id });
    if (!claimed) continue;
    const lang = due.user.language;
    await send(
      ctx,
      expiryReminderMail(
        due.user.email,
        {
          title: inLanguage(lang, due.title, due.titleFr),
          expiresAt: due.expiresAt,
          siteUrl: ctx.siteUrl,
        },
        lang,
      ),
    );
    sent += 1;
  }

  const laterPeriod = alias(subscriptions, 'later_period');
  const duePeriods = await ctx.db
    .select({ id: subscriptions.id, expiresAt: subscriptions.expiresAt, user: users })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(premiumSubscriptions, eq(premiumSubscriptions.id, subscriptions.premiumSubscriptionId))
    .where(
      and(
        isNotNull(subscriptions.paymentId),
        isNull(subscriptions.reminderSentAt),
        gt(subscriptions.expiresAt, now),
        lte(subscriptions.expiresAt, horizon),
        // A subscription that renews by itself does not end: no reminder (the renewal sends its own mail).
        sql`(${premiumSubscriptions.id} is null or ${premiumSubscriptions.status} not in ('ACTIVE', 'PAST_DUE', 'APPROVAL_PENDING'))`,
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(laterPeriod)
            .where(
              and(
                eq(laterPeriod.userId, subscriptions.userId),
                gt(laterPeriod.expiresAt, subscriptions.expiresAt),
              ),
            ),
        ),
      ),
    );
  for (const due of duePeriods) {
    const [claimed] = await ctx.db
      .update(subscriptions)
      .set({ reminderSentAt: now })
      .where(and(eq(subscriptions.id, due.id), isNull(subscriptions.reminderSentAt)))
      .returning({ id: subscriptions.id });
    if (!claimed) continue;
    await send(
      ctx,
      expiryReminderMail(
        due.user.email,
        { title: null, expiresAt: due.expiresAt, siteUrl: ctx.siteUrl },
        due.user.language,
      ),
    );
    sent += 1;
  }
  return sent;
}

async function send(ctx: AppContext, mail: Parameters<AppContext['mailer']['send']>[0]): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    // Claimed already: at most one reminder per access, even when its mail fails.
    console.error('expiry reminder:', error);
  }
}
