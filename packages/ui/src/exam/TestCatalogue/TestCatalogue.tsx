import { LockClosedIcon, MagnifyingGlassIcon, ReaderIcon } from '@radix-ui/react-icons';
import { Button, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useId, useMemo, type ComponentPropsWithoutRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { useControllableState } from '../../_internal/useControllableState';
import { EmptyState } from '../../shared/EmptyState';
import { ErrorCard } from '../../shared/ErrorCard';
import { defaultTestFilters, filterTests, topicsOf, type TestFilters } from '../rules';
import { TestCard } from '../TestCard';
import type { ExamTest } from '../types';
import { CatalogueSkeleton } from './CatalogueSkeleton';
import { CatalogueToolbar } from './CatalogueToolbar';
import { gridColumns } from './gridColumns';
import { messages } from './TestCatalogue.messages';

export interface TestCatalogueProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The tests to list (all of them: search and filters run here). */
  tests: ExamTest[];
  /** Where the list stands. `unauthenticated` shows the login prompt (an "Authentication required" answer). */
  status: 'idle' | 'loading' | 'error' | 'success' | 'unauthenticated';
  /** The failure shown under "Error Loading Tests"; "Failed to load tests" when omitted. */
  errorMessage?: string;
  /** Try Again after an error. */
  onRetry?: () => void;
  /** Start, continue or retake a test the learner can open. */
  onOpen: (test: ExamTest) => void;
  /** A paid test without access was chosen: open the purchase modal. */
  onUnlock: (test: ExamTest) => void;
  /** Where the login prompt leads (the app's login path). */
  loginHref: string;
  /** The layout, when the parent keeps it (e.g. in the URL); pair with `onLayoutChange`. */
  layout?: CatalogueLayout;
  /** The layout shown first when the component keeps it. */
  defaultLayout?: CatalogueLayout;
  /** The learner switched between grid and list. */
  onLayoutChange?: (layout: CatalogueLayout) => void;
  /** Search and filters, when the parent keeps them; pair with `onFiltersChange`. */
  filters?: TestFilters;
  /** Search and filters applied first when the component keeps them. */
  defaultFilters?: Partial<TestFilters>;
  /** The learner changed the search or a filter (Clear all included). */
  onFiltersChange?: (filters: TestFilters) => void;
}

export type CatalogueLayout = 'grid' | 'list';

/** The /tests screen: search, filters, grid or list of test cards, and every loading state. */
export function TestCatalogue({
  tests,
  status,
  errorMessage,
  onRetry,
  onOpen,
  onUnlock,
  loginHref,
  layout: layoutProp,
  defaultLayout = 'grid',
  onLayoutChange,
  filters: filtersProp,
  defaultFilters,
  onFiltersChange,
  ...rest
}: TestCatalogueProps) {
  const intl = useIntl();
  const titleId = useId();
  const [layout, setLayout] = useControllableState(layoutProp, defaultLayout, onLayoutChange);
  const [filters, setFilters] = useControllableState<TestFilters>(
    filtersProp,
    () => ({ ...defaultTestFilters, ...defaultFilters }),
    onFiltersChange,
  );
  const topics = useMemo(() => topicsOf(tests), [tests]);
  const shown = useMemo(() => filterTests(tests, filters), [tests, filters]);
  const t = (d: MessageDescriptor) => intl.formatMessage(d);

  const body = () => {
    if (status === 'unauthenticated') {
      return (
        <EmptyState
          icon={<LockClosedIcon width={32} height={32} />}
          title={t(messages.loginTitle)}
          description={t(messages.loginDescription)}
          action={
            <Button asChild size="3">
              <RouterLink href={loginHref}>{t(messages.login)}</RouterLink>
            </Button>
          }
        />
      );
    }
    if (status === 'error') {
      return (
        <ErrorCard
          title={t(messages.errorTitle)}
          message={errorMessage || t(messages.errorMessage)}
          onRetry={onRetry}
        />
      );
    }
    if (status === 'idle' || status === 'loading')
      return <CatalogueSkeleton label={t(messages.loading)} layout={layout} />;
    if (tests.length === 0) {
      return (
        <EmptyState
          icon={<ReaderIcon width={32} height={32} />}
          title={t(messages.emptyTitle)}
          description={t(messages.emptyDescription)}
        />
      );
    }
    return (
      <Flex direction="column" gap="4">
        <Text size="2" color="gray" role="status">
          {intl.formatMessage(messages.showing, { shown: shown.length, total: tests.length })}
        </Text>
        {shown.length === 0 ? (
          <EmptyState
            icon={<MagnifyingGlassIcon width={32} height={32} />}
            title={t(messages.noMatchTitle)}
            description={t(messages.noMatchDescription)}
            action={
              <Button variant="soft" onClick={() => setFilters(defaultTestFilters)}>
                {t(messages.clearAll)}
              </Button>
            }
          />
        ) : (
          <Grid columns={gridColumns[layout]} gap="4">
            {shown.map((test) => (
              <TestCard key={test.id} test={test} layout={layout} onOpen={onOpen} onUnlock={onUnlock} />
            ))}
          </Grid>
        )}
      </Flex>
    );
  };

  const canSearch = status === 'success' && tests.length > 0;
  return (
    <Flex asChild direction="column" gap="5" {...rest}>
      <section aria-labelledby={titleId}>
        <Flex direction="column" gap="2">
          <Heading as="h1" size={{ initial: '7', md: '8' }} id={titleId}>
            {t(messages.title)}
          </Heading>
          <Text as="p" size="3" color="gray">
            {t(messages.subtitle)}
          </Text>
        </Flex>
        {canSearch && (
          <CatalogueToolbar
            filters={filters}
            onFiltersChange={setFilters}
            topics={topics}
            layout={layout}
            onLayoutChange={setLayout}
          />
        )}
        {body()}
      </section>
    </Flex>
  );
}
