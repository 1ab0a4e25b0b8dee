import { Box, Card, DataList, Flex, Link, Table, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './OrderTable.messages';
import { DaysLeft, OrderStatusBadge, useOrderFormat } from './OrderParts';
import type { Order } from './types';

export interface OrderTableProps extends ComponentPropsWithoutRef<'div'> {
  /** The orders to list, in the order given. */
  orders: Order[];
}

/** Orders as a table from the md breakpoint, and as cards below it. */
export function OrderTable({ orders, ...rest }: OrderTableProps) {
  const intl = useIntl();
  const f = useOrderFormat();
  const label = {
    product: intl.formatMessage(messages.product),
    status: intl.formatMessage(messages.status),
    price: intl.formatMessage(messages.price),
    purchased: intl.formatMessage(messages.purchased),
    expires: intl.formatMessage(messages.expires),
    daysLeft: intl.formatMessage(messages.daysLeft),
  };
  return (
    <div {...rest}>
      <Box display={{ initial: 'none', md: 'block' }}>
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{label.product}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{label.status}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{label.price}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{label.purchased}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{label.expires}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{label.daysLeft}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {orders.map((o) => (
              <Table.Row key={o.id} align="center">
                <Table.RowHeaderCell>
                  <Text as="p" size="2" weight="medium">
                    {o.testName}
                  </Text>
                  <Text as="p" size="1" color="gray">
                    {f.number(o)}
                  </Text>
                  <ReceiptLink order={o} />
                </Table.RowHeaderCell>
                <Table.Cell>
                  <OrderStatusBadge status={o.status} />
                </Table.Cell>
                <Table.Cell justify="end">{f.price(o)}</Table.Cell>
                <Table.Cell>{f.date(o.purchaseDate)}</Table.Cell>
                <Table.Cell>{f.date(o.expiryDate)}</Table.Cell>
                <Table.Cell>
                  <DaysLeft order={o} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Flex asChild direction="column" gap="3" display={{ initial: 'flex', md: 'none' }} m="0" p="0">
        <ul style={{ listStyle: 'none' }}>
          {orders.map((o) => (
            <li key={o.id}>
              <Card size="2">
                <Flex justify="between" align="start" gap="3" mb="3">
                  <Box minWidth="0">
                    <Text as="p" size="3" weight="bold">
                      {o.testName}
                    </Text>
                    <Text as="p" size="1" color="gray">
                      {f.number(o)}
                    </Text>
                    <ReceiptLink order={o} />
                  </Box>
                  <OrderStatusBadge status={o.status} />
                </Flex>
                <DataList.Root size="2" orientation="horizontal">
                  <Field label={label.price}>{f.price(o)}</Field>
                  <Field label={label.purchased}>{f.date(o.purchaseDate)}</Field>
                  <Field label={label.expires}>{f.date(o.expiryDate)}</Field>
                  <Field label={label.daysLeft}>
                    <DaysLeft order={o} />
                  </Field>
                </DataList.Root>
              </Card>
            </li>
          ))}
        </ul>
      </Flex>
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="96px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

function ReceiptLink({ order }: { order: Order }) {
  const intl = useIntl();
  if (!order.receipt) return null;
  return (
    <Link size="1" href={order.receipt.url} download={`${order.receipt.number}.pdf`}>
      {intl.formatMessage(messages.receipt, { number: order.receipt.number })}
    </Link>
  );
}
