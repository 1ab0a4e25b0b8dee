import { CheckIcon } from '@radix-ui/react-icons';
import { DataList, Flex, Heading } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { FlagIcon } from '../_internal/FlagIcon';
import type { QuestionState } from '../types';
import { Cell, Corner } from './NavigatorCell';
import { messages } from './QuestionView.messages';

interface ReviewGridProps {
  /** Every question with its answered and flagged state. */
  questionStates: QuestionState[];
  /** orderId of the question on screen. */
  currentOrderId: number;
  /** A question was chosen: the dialog closes and the exam goes there. */
  onJump: (orderId: number) => void;
}

/** The review before submitting: answered / unanswered / flagged counts, and every question to jump to. */
export function ReviewGrid({ questionStates, currentOrderId, onJump }: ReviewGridProps) {
  const intl = useIntl();
  const headingId = useId();
  const answered = questionStates.filter((q) => q.answered).length;
  const counts = [
    [messages.reviewAnswered, answered],
    [messages.reviewUnanswered, questionStates.length - answered],
    [messages.reviewFlagged, questionStates.filter((q) => q.flagged).length],
  ] as const;
  return (
    <Flex direction="column" gap="4" mt="4">
      <DataList.Root orientation="horizontal" size="2">
        {counts.map(([label, count]) => (
          <DataList.Item key={label.id}>
            <DataList.Label minWidth="120px">{intl.formatMessage(label)}</DataList.Label>
            <DataList.Value>
              <strong>{intl.formatNumber(count)}</strong>
            </DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
      <nav aria-labelledby={headingId}>
        <Heading as="h3" size="2" id={headingId} mb="2">
          {intl.formatMessage(messages.reviewJump)}
        </Heading>
        <ol
          style={{
            listStyle: 'none',
            margin: 0,
            padding: '6px 6px 0 0',
            display: 'grid',
            gap: 'var(--space-2)',
            gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))',
            maxHeight: '40vh',
            overflowY: 'auto',
          }}
        >
          {questionStates.map((q) => (
            <li key={q.orderId}>
              <Cell
                type="button"
                style={{ width: '100%' }}
                aria-current={q.orderId === currentOrderId ? 'step' : undefined}
                data-answered={q.answered || undefined}
                aria-label={intl.formatMessage(messages.navCell, {
                  number: q.orderId,
                  answered: q.answered ? 'yes' : 'no',
                  flagged: q.flagged ? 'yes' : 'no',
                })}
                onClick={() => onJump(q.orderId)}
              >
                {q.orderId}
                {q.answered && (
                  <Corner at="check" aria-hidden>
                    <CheckIcon width={12} height={12} />
                  </Corner>
                )}
                {q.flagged && (
                  <Corner at="flag" aria-hidden>
                    <FlagIcon filled width={12} height={12} />
                  </Corner>
                )}
              </Cell>
            </li>
          ))}
        </ol>
      </nav>
    </Flex>
  );
}
