// Receipts and credit notes. Each is numbered from its series' counter row in the same transaction as the
// payment or refund it documents, so a rolled-back payment leaves no hole and two payments never share a number.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { payments } from '../../db/schema';
import { receiptCounters, receipts, tests, users, type SellerDetails } from '../../db/schema';

type PaymentRow = typeof payments.$inferSelect;
export type ReceiptRow = typeof receipts.$inferSelect;
type Series = ReceiptRow['kind'];

/** The next number of a series; the row lock it takes serializes concurrent issuers until they commit. */
async function nextNumber(tx: Db, series: Series): Promise<number> {
  const [row] = await tx
    .update(receiptCounters)
    .set({ lastNumber: sql`${receiptCounters.lastNumber} + 1` })
    .where(eq(receiptCounters.series, series))
    .returning({ number: receiptCounters.lastNumber });
  if (!row) throw new Error(`No receipt counter for ${series}`);
  return row.number;
}

/** `R-000042`, `CN-000003`: the series and its gap-free number. */
export function receiptNumber(receipt: Pick<ReceiptRow, 'kind' | 'number'>): string {
  return `${receipt.kind === 'receipt' ? 'R' : 'CN'}-${String(receipt.number).padStart(6, '0')}`;
}

/** The receipt of a completed payment; issued once (a second call answers the first receipt). */
export async function issueReceipt(
  tx: Db,
  payment: PaymentRow,
  issuedAt: Date,
  seller: SellerDetails,
): Promise<ReceiptRow> {
  const [existing] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.paymentId, payment.id), eq(receipts.kind, 'receipt')));
  if (existing) return existing;
  const [user] = await tx.select().from(users).where(eq(users.id, payment.userId));
  if (!user) throw new Error(`No user ${payment.userId}`);
  const [test] = payment.testId
    ? await tx
        .select({ title: tests.title, titleFr: tests.titleFr })
        .from(tests)
        .where(eq(tests.id, payment.testId))
    : [];
  const [receipt] = await tx
    .insert(receipts)
    .values({
      kind: 'receipt',
      number: await nextNumber(tx, 'receipt'),
      userId: user.id,
      paymentId: payment.id,
      amountCents: payment.amountCents,
      currency: payment.currency,
      learnerName: `${user.firstName} ${user.lastName}`.trim(),
      language: user.language,
      item: payment.kind,
      itemTitle: test?.title ?? null,
      itemTitleFr: test?.titleFr ?? null,
      seller,
      issuedAt,
    })
    .returning();
  return receipt!;
}

/**
 * A credit note for a refund of `payment`, referring to its receipt; once per provider refund id. Null when the
 * payment has no receipt (nothing to correct).
 */
export async function issueCreditNote(
  tx: Db,
  payment: PaymentRow,
  refund: { providerRefundId: string; amountCents: number },
  issuedAt: Date,
  seller: SellerDetails,
): Promise<ReceiptRow | null> {
  const [credited] = await tx
    .select()
    .from(receipts)
    .where(eq(receipts.providerRefundId, refund.providerRefundId));
  if (credited) return credited;
  const [receipt] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.paymentId, payment.id), eq(receipts.kind, 'receipt')));
  if (!receipt) return null;
  const [note] = await tx
    .insert(receipts)
    .values({
      ...receipt,
      id: undefined,
      kind: 'credit_note',
      number: await nextNumber(tx, 'credit_note'),
      refersTo: receipt.id,
      providerRefundId: refund.providerRefundId,
      amountCents: Math.min(refund.amountCents, receipt.amountCents),
      seller,
      issuedAt,
    })
    .returning();
  return note!;
}

export async function listReceipts(db: Db, userId: number): Promise<ReceiptRow[]> {
  return db
    .select()
    .from(receipts)
    .where(eq(receipts.userId, userId))
    .orderBy(desc(receipts.issuedAt), desc(receipts.id));
}

export async function findReceipt(db: Db, userId: number, id: number): Promise<ReceiptRow | undefined> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.userId, userId), eq(receipts.id, id)));
  return row;
}
