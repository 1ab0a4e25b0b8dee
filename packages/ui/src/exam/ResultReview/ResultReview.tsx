import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Heading } from '@radix-ui/themes';
import { useId, useMemo, useState, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { defaultReviewFilters, domainsOf, type ReviewFilterValues } from '../rules';
import { ReviewFilters } from '../ReviewFilters';
import { ReviewList, type ReviewListProps } from '../ReviewList';
import type { ReviewedQuestion } from '../types';
import { messages } from './ResultReview.messages';

export interface ResultReviewProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Every reviewed question of the attempt. */
  questions: ReviewedQuestion[];
  /** Shows a back-to-summary button. */
  onBackToSummary?: () => void;
  /** Filters applied first. */
  defaultFilters?: Partial<ReviewFilterValues>;
  /** Controlled filters (e.g. kept in the address so a reload keeps them); with `onFiltersChange`. */
  filters?: ReviewFilterValues;
  onFiltersChange?: (filters: ReviewFilterValues) => void;
  /** Stores a report on a question ("Report a problem" on each question); rejects on failure. */
  onReportQuestion?: ReviewListProps['onReportQuestion'];
}

/** The detailed review with its filters: the domain list holds the domains present in the attempt. */
export function ResultReview({
  questions,
  onBackToSummary,
  defaultFilters,
  filters: controlled,
  onFiltersChange,
  onReportQuestion,
  ...rest
}: ResultReviewProps) {
  const intl = useIntl();
  const headingId = useId();
  const [own, setOwn] = useState<ReviewFilterValues>({ ...defaultReviewFilters, ...defaultFilters });
  const filters = controlled ?? own;
  const setFilters = (next: ReviewFilterValues) => {
    setOwn(next);
    onFiltersChange?.(next);
  };
  const domains = useMemo(() => domainsOf(questions), [questions]);
  return (
    <Flex asChild direction="column" gap="4">
      <section aria-labelledby={headingId} {...rest}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="6" id={headingId}>
            {intl.formatMessage(messages.title)}
          </Heading>
          {onBackToSummary && (
            <Button variant="soft" color="gray" onClick={onBackToSummary}>
              <ArrowLeftIcon aria-hidden />
              {intl.formatMessage(messages.back)}
            </Button>
          )}
        </Flex>
        <Card size="2">
          <ReviewFilters value={filters} onChange={setFilters} domains={domains} />
        </Card>
        <ReviewList
          questions={questions}
          filters={filters}
          onClearFilters={() => setFilters(defaultReviewFilters)}
          onReportQuestion={onReportQuestion}
        />
      </section>
    </Flex>
  );
}
