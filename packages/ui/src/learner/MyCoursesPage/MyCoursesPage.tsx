import { DashboardIcon, MagnifyingGlassIcon, RowsIcon } from '@radix-ui/react-icons';
import { Flex, Grid, SegmentedControl, VisuallyHidden } from '@radix-ui/themes';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../shared/EmptyState';
import { ErrorCard } from '../../shared/ErrorCard';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import { matchesQuery } from '../_internal/search';
import { SearchField } from '../_internal/SearchField';
import type { LearnerUrls } from '../_internal/urls';
import { PageTitle } from '../_internal/PageTitle';
import { CourseCard } from './CourseCard';
import { messages } from './MyCoursesPage.messages';
import type { Course } from './types';

export interface MyCoursesPageProps extends ComponentPropsWithoutRef<'div'> {
  /** The learner's stored progress: loading, failed to load, or there (`courses` carry it). */
  status?: 'loading' | 'error' | 'success';
  /** Why the progress did not load (the server's message), when `status` is error. */
  errorMessage?: string;
  onRetry?: () => void;
  /** The site's courses with the learner's progress in each. */
  courses: readonly Course[];
  /** Grid or list to start with. */
  defaultLayout?: 'grid' | 'list';
  /** Search text to start with. */
  defaultSearch?: string;
  /** Where a course's article opens. */
  urls: Pick<LearnerUrls, 'article'>;
}

/**
 * My Courses: search by title or description, grid/list toggle, course cards with the learner's measured progress,
 * and "No courses found".
 */
export function MyCoursesPage({
  status = 'success',
  errorMessage,
  onRetry,
  courses,
  defaultLayout = 'grid',
  defaultSearch = '',
  urls,
  ...rest
}: MyCoursesPageProps) {
  const intl = useIntl();
  const [query, setQuery] = useState(defaultSearch);
  const [layout, setLayout] = useState(defaultLayout);
  const shown = courses.filter((c) => matchesQuery(query, c.title, c.description));
  return (
    <Flex direction="column" gap="5" {...rest}>
      <PageTitle
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <Flex gap="3" align="center" justify="between">
        <SearchField label={intl.formatMessage(messages.search)} value={query} onChange={setQuery} />
        <SegmentedControl.Root
          size="3"
          value={layout}
          onValueChange={(value) => setLayout(value as 'grid' | 'list')}
          aria-label={intl.formatMessage(messages.layout)}
        >
          <SegmentedControl.Item value="grid">
            <DashboardIcon aria-hidden />
            <VisuallyHidden>{intl.formatMessage(messages.grid)}</VisuallyHidden>
          </SegmentedControl.Item>
          <SegmentedControl.Item value="list">
            <RowsIcon aria-hidden />
            <VisuallyHidden>{intl.formatMessage(messages.list)}</VisuallyHidden>
          </SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      {status === 'loading' && <LoadingSpinner showLabel label={intl.formatMessage(messages.loading)} />}
      {status === 'error' && (
        <ErrorCard message={errorMessage ?? intl.formatMessage(messages.loadError)} onRetry={onRetry} />
      )}
      {status !== 'success' ? null : shown.length === 0 ? (
        <EmptyState
          icon={<MagnifyingGlassIcon width={32} height={32} />}
          title={intl.formatMessage(messages.noCourses)}
          description={query.trim() ? intl.formatMessage(messages.noCoursesHint) : undefined}
        />
      ) : (
        <Grid
          asChild
          columns={layout === 'grid' ? { initial: '1', sm: '2', lg: '3' } : '1'}
          gap="4"
          m="0"
          p="0"
        >
          <ul style={{ listStyle: 'none' }}>
            {shown.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} layout={layout} urls={urls} />
              </li>
            ))}
          </ul>
        </Grid>
      )}
    </Flex>
  );
}
