// The confirmation mail of a completed payment: sent once, after the transaction that completed it commits (the
// caller knows it did the CREATED → COMPLETED transition, or inserted the subscription period), in the learner's
// stored language, naming the amount, what it unlocked, until when, and the receipt.
import { and, eq } from 'drizzle-orm';
import { payments, receipts, subscriptions, testAccess, tests, users } from '../../db/schema';
import type { AppContext } from '../context';
import { inLanguage } from '../language';
import { purchaseConfirmationMail } from '../mail-templates';
import { receiptNumber } from './receipts';

/** Never fails the payment it follows: a mail that cannot be sent is logged, the purchase stands. */
export async function sendPurchaseMail(
  ctx: AppContext,
  paymentId: number,
  options: { renewal?: boolean } = {},
): Promise<void> {
  try {
    const [row] = await ctx.db
      .select({ payment: payments, user: users, title: tests.title, titleFr: tests.titleFr })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(tests, eq(tests.id, payments.testId))
      .where(eq(payments.id, paymentId));
    if (!row || row.payment.kind === 'generic') return;
    const { payment, user } = row;
    const table = payment.kind === 'test' ? testAccess : subscriptions;
    const [grant] = await ctx.db
      .select({ expiresAt: table.expiresAt })
      .from(table)
      .where(eq(table.paymentId, payment.id));
    if (!grant) return;
    const [receipt] = await ctx.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.paymentId, payment.id), eq(receipts.kind, 'receipt')));
    const lang = user.language;
    await ctx.mailer.send(
      purchaseConfirmationMail(
        user.email,
        {
          kind: payment.kind === 'test' ? 'test' : options.renewal ? 'renewal' : 'subscription',
          title: row.title ? inLanguage(lang, row.title, row.titleFr) : null,
          amountCents: payment.amountCents,
          currency: payment.currency,
          receiptNumber: receipt ? receiptNumber(receipt) : null,
          expiresAt: grant.expiresAt,
          siteUrl: ctx.siteUrl,
        },
        lang,
      ),
    );
  } catch (error) {
    console.error(`purchase mail for payment ${paymentId}:`, error);
  }
}
