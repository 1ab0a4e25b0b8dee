import { Flex, Table, Text } from '@radix-ui/themes';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './ScoreChart.messages';
import type { AttemptMode, ScorePoint } from './types';

export interface ScoreChartProps extends ComponentPropsWithoutRef<'div'> {
  /** Submitted attempts, oldest first. */
  scores: ScorePoint[];
  /** Drawn as a dashed line. */
  passingScore: number;
}

const W = 320;
const H = 150;
const LEFT = 30;
const RIGHT = 10;
const TOP = 10;
const BOTTOM = 12;
const y = (score: number) => TOP + ((100 - score) * (H - TOP - BOTTOM)) / 100;
const x = (i: number, n: number) =>
  n === 1 ? (LEFT + W - RIGHT) / 2 : LEFT + (i * (W - LEFT - RIGHT)) / (n - 1);

/** Exam attempts are filled dots, practice attempts hollow squares: told apart by shape, not only colour. */
function Marker({ mode, cx, cy }: { mode: AttemptMode; cx: number; cy: number }) {
  return mode === 'exam' ? (
    <circle
      cx={cx}
      cy={cy}
      r={4.5}
      fill="var(--accent-9)"
      stroke="var(--color-panel-solid)"
      strokeWidth={1.5}
    />
  ) : (
    <rect
      x={cx - 4}
      y={cy - 4}
      width={8}
      height={8}
      fill="var(--color-panel-solid)"
      stroke="var(--amber-11)"
      strokeWidth={2}
    />
  );
}

function Legend() {
  const intl = useIntl();
  const item = (shape: ReactNode, label: string) => (
    <Flex align="center" gap="1">
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden>
        {shape}
      </svg>
      <Text size="1" color="gray">
        {label}
      </Text>
    </Flex>
  );
  return (
    <Flex gap="3" wrap="wrap" aria-hidden>
      {item(<Marker mode="exam" cx={7} cy={7} />, intl.formatMessage(messages.legendExam))}
      {item(<Marker mode="practice" cx={7} cy={7} />, intl.formatMessage(messages.legendPractice))}
      {item(
        <line x1={0} x2={14} y1={7} y2={7} stroke="var(--gray-10)" strokeWidth={1.5} strokeDasharray="3 2" />,
        intl.formatMessage(messages.legendPassing),
      )}
    </Flex>
  );
}

/** Scores of the latest attempts as a small line chart, with a text summary and the same data as a table. */
export function ScoreChart({ scores, passingScore, ...rest }: ScoreChartProps) {
  const intl = useIntl();
  const captionId = useId();
  if (scores.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        {intl.formatMessage(messages.none)}
      </Text>
    );
  }
  const n = scores.length;
  const percent = (value: number) => intl.formatMessage(messages.percent, { value });
  const summary = intl.formatMessage(messages.summary, {
    count: n,
    latest: scores.at(-1)?.score ?? 0,
    best: Math.max(...scores.map((s) => s.score)),
    passed: scores.filter((s) => s.passed).length,
    passing: passingScore,
  });
  const path = scores.map((s, i) => `${i === 0 ? 'M' : 'L'}${x(i, n)},${y(s.score)}`).join(' ');
  return (
    <div {...rest}>
      <Flex direction="column" gap="2">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          width="100%"
          role="img"
          aria-labelledby={captionId}
          style={{ maxHeight: 220, display: 'block' }}
        >
          {[0, 50, 100].map((tick) => (
            <g key={tick}>
              <line
                x1={LEFT}
                x2={W - RIGHT}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--gray-a5)"
                strokeWidth={1}
              />
              <text x={LEFT - 6} y={y(tick) + 3} textAnchor="end" fontSize={9} fill="var(--gray-11)">
                {tick}
              </text>
            </g>
          ))}
          <line
            x1={LEFT}
            x2={W - RIGHT}
            y1={y(passingScore)}
            y2={y(passingScore)}
            stroke="var(--gray-10)"
            strokeWidth={1.5}
            strokeDasharray="4 3"
          />
          <path d={path} fill="none" stroke="var(--accent-8)" strokeWidth={2} strokeLinejoin="round" />
          {scores.map((s, i) => (
            <Marker key={s.historyId} mode={s.mode} cx={x(i, n)} cy={y(s.score)} />
          ))}
        </svg>
        <Legend />
        <Text as="p" size="2" id={captionId}>
          {summary}
        </Text>
        <details>
          <summary>
            <Text size="2">{intl.formatMessage(messages.showTable)}</Text>
          </summary>
          <Table.Root size="1" mt="2">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{intl.formatMessage(messages.attemptColumn)}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{intl.formatMessage(messages.dateColumn)}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{intl.formatMessage(messages.modeColumn)}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">
                  {intl.formatMessage(messages.scoreColumn)}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{intl.formatMessage(messages.resultColumn)}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {scores.map((s, i) => (
                <Table.Row key={s.historyId}>
                  <Table.RowHeaderCell>{i + 1}</Table.RowHeaderCell>
                  <Table.Cell>
                    {intl.formatDate(s.endTime, { dateStyle: 'medium', timeZone: 'UTC' })}
                  </Table.Cell>
                  <Table.Cell>
                    {intl.formatMessage(s.mode === 'exam' ? messages.legendExam : messages.legendPractice)}
                  </Table.Cell>
                  <Table.Cell justify="end">{percent(s.score)}</Table.Cell>
                  <Table.Cell>{intl.formatMessage(s.passed ? messages.passed : messages.failed)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </details>
      </Flex>
    </div>
  );
}
