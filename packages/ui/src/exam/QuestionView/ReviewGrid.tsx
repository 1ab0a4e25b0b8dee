import { DataList, Flex, Heading } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { QuestionGrid } from '../_internal/QuestionGrid';
import type { QuestionState } from '../types';
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
        <QuestionGrid
          questionStates={questionStates}
          currentOrderId={currentOrderId}
          onSelect={onJump}
          style={{ maxHeight: '40vh', overflowY: 'auto' }}
        />
      </nav>
    </Flex>
  );
}
