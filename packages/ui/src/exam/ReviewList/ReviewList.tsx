import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../shared/EmptyState';
import { defaultReviewFilters, filterReview, type ReviewFilterValues } from '../rules';
import type { ReviewedQuestion } from '../types';
import { messages } from './ReviewList.messages';
import { ReviewQuestion } from './ReviewQuestion';
import type { ReportQuestionHandler } from './ReviewReport';

export interface ReviewListProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Every reviewed question of the attempt (the list filters them). */
  questions: ReviewedQuestion[];
  /** The filters to apply; everything is shown when omitted. */
  filters?: ReviewFilterValues;
  /** Offers a reset when no question matches. */
  onClearFilters?: () => void;
  /** Stores a report on a question; each question offers "Report a problem" when given. Rejects on failure. */
  onReportQuestion?: ReportQuestionHandler;
}

/** The detailed review: "Showing X of Y questions", then each question with its answers and explanation. */
export function ReviewList({
  questions,
  filters = defaultReviewFilters,
  onClearFilters,
  onReportQuestion,
  ...rest
}: ReviewListProps) {
  const intl = useIntl();
  const shown = useMemo(() => filterReview(questions, filters), [questions, filters]);
  // Times show once the attempt has any (an attempt from before time was measured shows none, not 0:00).
  const timed = questions.some((q) => (q.activeSeconds ?? 0) > 0);
  return (
    <Flex direction="column" gap="4" {...rest}>
      <Text size="2" color="gray" role="status">
        {intl.formatMessage(messages.showing, { shown: shown.length, total: questions.length })}
      </Text>
      {shown.length === 0 ? (
        <EmptyState
          icon={<MagnifyingGlassIcon width={32} height={32} />}
          title={intl.formatMessage(messages.noData)}
          description={intl.formatMessage(messages.noDataDescription)}
          action={
            onClearFilters && (
              <Button variant="soft" onClick={onClearFilters}>
                {intl.formatMessage(messages.clearFilters)}
              </Button>
            )
          }
        />
      ) : (
        shown.map((question) => (
          <ReviewQuestion
            key={question.questionId}
            question={question}
            onReport={onReportQuestion}
            showTime={timed}
          />
        ))
      )}
    </Flex>
  );
}
