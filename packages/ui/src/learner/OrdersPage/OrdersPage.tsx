import { ArchiveIcon, MagnifyingGlassIcon, ReloadIcon } from '@radix-ui/react-icons';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { BusyButton } from '../../components/BusyButton';
import { EmptyState } from '../../shared/EmptyState';
import { ErrorCard } from '../../shared/ErrorCard';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import { matchesQuery } from '../_internal/search';
import { SearchField } from '../_internal/SearchField';
import type { LearnerUrls } from '../_internal/urls';
import { OrderTable, type Order } from '../OrderTable';
import { PageTitle } from '../_internal/PageTitle';
import { messages } from './OrdersPage.messages';

export interface OrdersPageProps extends ComponentPropsWithoutRef<'div'> {
  /** State of the orders request. */
  status: 'loading' | 'error' | 'success';
  /** Every order of the learner; the page filters them by the search itself. */
  orders: Order[];
  /** Why loading failed; "Failed to fetch orders" when omitted. */
  errorMessage?: string;
  /** Try Again after a load error. */
  onRetry: () => void;
  /** Reloads the list (Refresh button). */
  onRefresh: () => void;
  /** A refresh is under way: the button is disabled and says so. */
  isRefreshing?: boolean;
  /** The search text to start with. The search is kept inside the page: it only filters rows already loaded. */
  defaultSearch?: string;
  /** Where Browse tests (the empty state) leads. */
  urls: Pick<LearnerUrls, 'tests'>;
}

/** Order history: count in the title, search by test name, refresh, and every load state. */
export function OrdersPage(props: OrdersPageProps) {
  const {
    status,
    orders,
    errorMessage,
    onRetry,
    onRefresh,
    isRefreshing = false,
    defaultSearch = '',
    urls,
    ...rest
  } = props;
  const intl = useIntl();
  const [query, setQuery] = useState(defaultSearch);
  const shown = orders.filter((o) => matchesQuery(query, o.testName));
  const loaded = status === 'success';

  return (
    <Flex direction="column" gap="5" {...rest}>
      <Flex
        justify="between"
        align={{ initial: 'start', sm: 'end' }}
        gap="4"
        direction={{ initial: 'column', sm: 'row' }}
      >
        <PageTitle
          title={
            loaded
              ? intl.formatMessage(messages.titleWithCount, { count: orders.length })
              : intl.formatMessage(messages.title)
          }
          subtitle={intl.formatMessage(messages.subtitle)}
        />
        <BusyButton
          variant="soft"
          size="3"
          busy={isRefreshing}
          busyLabel={intl.formatMessage(messages.refreshing)}
          disabled={status === 'loading'}
          onClick={onRefresh}
        >
          <ReloadIcon aria-hidden />
          {intl.formatMessage(messages.refresh)}
        </BusyButton>
      </Flex>

      {loaded && orders.length > 0 && (
        <Flex direction="column" gap="2">
          <SearchField label={intl.formatMessage(messages.search)} value={query} onChange={setQuery} />
          <Text size="2" color="gray" role="status">
            {query.trim() &&
              intl.formatMessage(messages.showing, { shown: shown.length, total: orders.length })}
          </Text>
        </Flex>
      )}

      {status === 'loading' && <LoadingSpinner showLabel label={intl.formatMessage(messages.loading)} />}
      {status === 'error' && (
        <ErrorCard message={errorMessage ?? intl.formatMessage(messages.loadError)} onRetry={onRetry} />
      )}
      {loaded && orders.length === 0 && (
        <EmptyState
          icon={<ArchiveIcon width={32} height={32} />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyText)}
          action={
            <Button asChild>
              <RouterLink href={urls.tests}>{intl.formatMessage(messages.browseTests)}</RouterLink>
            </Button>
          }
        />
      )}
      {loaded && orders.length > 0 && shown.length === 0 && (
        <EmptyState
          icon={<MagnifyingGlassIcon width={32} height={32} />}
          title={intl.formatMessage(messages.noMatch, { query: query.trim() })}
          action={
            <Button variant="soft" onClick={() => setQuery('')}>
              {intl.formatMessage(messages.clearSearch)}
            </Button>
          }
        />
      )}
      {loaded && shown.length > 0 && <OrderTable orders={shown} />}
    </Flex>
  );
}
