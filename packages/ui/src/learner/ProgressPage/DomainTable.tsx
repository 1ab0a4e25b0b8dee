import { Box, Table, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { messages } from './ProgressPage.messages';
import type { DomainProgress } from './types';
import { useDomainLabel } from '../../shared/DomainLabel';

/** Accuracy per domain as a table; the bar in each row only repeats the figure beside it for the eye. */
export function DomainTable({ domains }: { domains: DomainProgress[] }) {
  const intl = useIntl();
  const domainLabel = useDomainLabel();
  return (
    <Table.Root size="1" variant="ghost">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{intl.formatMessage(messages.domainColumn)}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{intl.formatMessage(messages.accuracyColumn)}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">
            {intl.formatMessage(messages.answersColumn)}
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">
            {intl.formatMessage(messages.seenColumn)}
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {domains.map((d) => (
          <Table.Row key={d.key} align="center">
            <Table.RowHeaderCell>{domainLabel(d.domain)}</Table.RowHeaderCell>
            <Table.Cell>
              {d.accuracy === null ? (
                <Text color="gray">{intl.formatMessage(messages.noAnswers)}</Text>
              ) : (
                <span style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-2)' }}>
                  <Box asChild display={{ initial: 'none', sm: 'block' }}>
                    <svg viewBox="0 0 100 8" width="72" height="8" preserveAspectRatio="none" aria-hidden>
                      <rect x={0} y={0} width={100} height={8} rx={4} fill="var(--gray-a4)" />
                      <rect x={0} y={0} width={d.accuracy} height={8} rx={4} fill="var(--accent-9)" />
                    </svg>
                  </Box>
                  <Text>{intl.formatMessage(messages.percent, { value: d.accuracy })}</Text>
                </span>
              )}
            </Table.Cell>
            <Table.Cell justify="end">
              {intl.formatMessage(messages.ofCount, { count: d.correct, total: d.answered })}
            </Table.Cell>
            <Table.Cell justify="end">
              {intl.formatMessage(messages.ofCount, { count: d.seen, total: d.poolSize })}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
