// A receipt or credit note as a PDF, in the learner's language, rendered on the server with @react-pdf/renderer
// (the browser never loads the PDF library). PDF's standard Helvetica covers French (WinAnsi); the narrow
// no-break space French number formatting uses is not in it, so it becomes a plain no-break space.
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import type { Lang } from '../language';
import { receiptNumber, type ReceiptRow } from './receipts';

const TEXTS = {
  en: {
    receipt: 'Receipt',
    creditNote: 'Credit note',
    number: 'Number',
    date: 'Date',
    seller: 'Seller',
    billedTo: 'Billed to',
    item: 'Item',
    amount: 'Amount',
    total: 'Total paid',
    refunded: 'Total refunded',
    refersTo: 'Corrects receipt',
    taxId: 'Tax ID',
    subscription: 'Premium subscription — 1 month',
    test: 'Practice test — 6 months of access',
    generic: 'Kafka Learning payment',
    paidNote: 'Paid in full. Keep this receipt for your records or expense claim.',
    creditNoteNote: 'This credit note cancels the receipt it refers to, for the amount refunded.',
  },
  fr: {
    receipt: 'Reçu',
    creditNote: 'Avoir',
    number: 'Numéro',
    date: 'Date',
    seller: 'Vendeur',
    billedTo: 'Client',
    item: 'Article',
    amount: 'Montant',
    total: 'Total payé',
    refunded: 'Total remboursé',
    refersTo: 'Rectifie le reçu',
    taxId: 'N° de TVA',
    subscription: 'Abonnement Premium — 1 mois',
    test: 'Test d’entraînement — 6 mois d’accès',
    generic: 'Paiement Kafka Learning',
    paidNote: 'Payé intégralement. Conservez ce reçu pour vos dossiers ou votre note de frais.',
    creditNoteNote: 'Cet avoir annule le reçu auquel il se rapporte, à hauteur du montant remboursé.',
  },
} as const;

const styles = StyleSheet.create({
  page: { padding: 48, fontSize: 11, fontFamily: 'Helvetica', color: '#1c2024' },
  title: { fontSize: 22, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  muted: { color: '#60646c' },
  row: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 24 },
  block: { width: '48%' },
  label: { fontSize: 9, color: '#60646c', textTransform: 'uppercase', marginBottom: 4 },
  bold: { fontFamily: 'Helvetica-Bold' },
  table: { marginTop: 32, borderTop: '1pt solid #d9d9e0' },
  line: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 8,
    borderBottom: '1pt solid #d9d9e0',
  },
  total: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 10 },
  note: { marginTop: 32, fontSize: 9, color: '#60646c' },
});

const pdfSafe = (text: string) => text.replace(/\u202f/g, '\u00a0');

export interface ReceiptDocumentInput {
  receipt: ReceiptRow;
  /** The receipt a credit note corrects. */
  original?: ReceiptRow;
  lang: Lang;
}

export function receiptTitle(receipt: ReceiptRow, lang: Lang): string {
  const t = TEXTS[lang];
  return `${receipt.kind === 'receipt' ? t.receipt : t.creditNote} ${receiptNumber(receipt)}`;
}

function itemText(receipt: ReceiptRow, lang: Lang): string {
  const t = TEXTS[lang];
  if (receipt.item === 'test') {
    const title = lang === 'fr' ? (receipt.itemTitleFr ?? receipt.itemTitle) : receipt.itemTitle;
    return title ? `${title} — ${t.test.split('—')[1]?.trim() ?? ''}` : t.test;
  }
  return receipt.item === 'subscription' ? t.subscription : t.generic;
}

function receiptDocument({ receipt, original, lang }: ReceiptDocumentInput): ReactElement {
  const t = TEXTS[lang];
  const locale = lang === 'fr' ? 'fr-FR' : 'en-US';
  const money = pdfSafe(
    new Intl.NumberFormat(locale, { style: 'currency', currency: receipt.currency }).format(
      (receipt.kind === 'credit_note' ? -receipt.amountCents : receipt.amountCents) / 100,
    ),
  );
  const date = pdfSafe(
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(receipt.issuedAt),
  );
  const seller = receipt.seller;
  // French puts a (no-break) space before the colon.
  const colon = lang === 'fr' ? '\u00a0: ' : ': ';
  const text = (style: (typeof styles)[keyof typeof styles], content: string) => h(Text, { style }, content);
  return h(
    Document,
    { title: receiptTitle(receipt, lang), author: seller.name, language: lang },
    h(
      Page,
      { size: 'A4', style: styles.page },
      text(styles.title, receipt.kind === 'receipt' ? t.receipt : t.creditNote),
      text(styles.muted, `${t.number}${colon}${receiptNumber(receipt)}`),
      text(styles.muted, `${t.date}${colon}${date}`),
      original ? text(styles.muted, `${t.refersTo}${colon}${receiptNumber(original)}`) : null,
      h(
        View,
        { style: styles.row },
        h(
          View,
          { style: styles.block },
          text(styles.label, t.seller),
          text(styles.bold, seller.name),
          ...seller.address.split('\n').map((line, i) => h(Text, { key: i }, line)),
          h(Text, null, seller.email),
          seller.taxId ? h(Text, null, `${t.taxId}${colon}${seller.taxId}`) : null,
        ),
        h(
          View,
          { style: styles.block },
          text(styles.label, t.billedTo),
          text(styles.bold, receipt.learnerName),
        ),
      ),
      h(
        View,
        { style: styles.table },
        h(View, { style: styles.line }, text(styles.label, t.item), text(styles.label, t.amount)),
        h(View, { style: styles.line }, h(Text, null, itemText(receipt, lang)), h(Text, null, money)),
        h(
          View,
          { style: styles.total },
          text(styles.bold, receipt.kind === 'receipt' ? t.total : t.refunded),
          text(styles.bold, money),
        ),
      ),
      text(styles.note, receipt.kind === 'receipt' ? t.paidNote : t.creditNoteNote),
    ),
  );
}

export async function renderReceiptPdf(input: ReceiptDocumentInput): Promise<Buffer> {
  // react-pdf's types want a <Document> element; ours is one, built without JSX.
  return renderToBuffer(receiptDocument(input) as Parameters<typeof renderToBuffer>[0]);
}
