import { DownloadIcon } from '@radix-ui/react-icons';
import { Badge, Flex, Heading, Link, Table, Text } from '@radix-ui/themes';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import type { ReceiptView } from '../SubscriptionPage/subscription';
import { messages } from './ReceiptList.messages';

export interface ReceiptListProps extends ComponentPropsWithoutRef<'section'> {
  /** Receipts and credit notes, in the order to show (newest first). */
  receipts: ReceiptView[];
  /** Where each document's PDF downloads from. */
  receiptUrl: (receipt: ReceiptView) => string;
  /** Shows a spinner instead of the list. */
  isLoading?: boolean;
  /** The heading; "Payment history" by default. */
  title?: string;
}

/** Every receipt and credit note with its number, date, item, amount and a PDF download. */
export function ReceiptList({ receipts, receiptUrl, isLoading, title, ...rest }: ReceiptListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const item = (r: ReceiptView) =>
    r.item === 'test'
      ? (r.itemTitle ?? t(messages.test))
      : t(r.item === 'subscription' ? messages.subscription : messages.generic);
  return (
    <section aria-labelledby={headingId} {...rest}>
      <Heading as="h2" size="4" mb="3" id={headingId}>
        {title ?? t(messages.title)}
      </Heading>
      {isLoading ? (
        <LoadingSpinner showLabel label={t(messages.loading)} />
      ) : receipts.length === 0 ? (
        <Text as="p" color="gray" size="2">
          {t(messages.empty)}
        </Text>
      ) : (
        <Table.Root variant="surface" size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t(messages.number)}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t(messages.date)}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t(messages.item)}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t(messages.amount)}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t(messages.document)}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {receipts.map((r) => (
              <Table.Row key={r.id} align="center">
                <Table.RowHeaderCell>
                  <Flex direction="column" gap="1" align="start">
                    <Text weight="medium">{r.number}</Text>
                    <Badge color={r.kind === 'receipt' ? 'green' : 'amber'} highContrast>
                      {t(r.kind === 'receipt' ? messages.receipt : messages.creditNote)}
                    </Badge>
                  </Flex>
                </Table.RowHeaderCell>
                <Table.Cell>{intl.formatDate(r.issuedAt, { dateStyle: 'medium' })}</Table.Cell>
                <Table.Cell>
                  <Text as="p">{item(r)}</Text>
                  {r.refersTo && (
                    <Text as="p" size="1" color="gray">
                      {t(messages.refersTo, { number: r.refersTo })}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell justify="end">
                  {intl.formatNumber(r.kind === 'credit_note' ? -r.amount : r.amount, {
                    style: 'currency',
                    currency: r.currency,
                  })}
                </Table.Cell>
                <Table.Cell>
                  <Link href={receiptUrl(r)} download={`${r.number}.pdf`}>
                    <Flex as="span" gap="1" align="center">
                      <DownloadIcon aria-hidden />
                      {t(messages.download, { number: r.number })}
                    </Flex>
                  </Link>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </section>
  );
}
