import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.OrdersPage.title', defaultMessage: 'My Orders' },
    subtitle: {
      id: 'ui.OrdersPage.subtitle',
      defaultMessage: 'The tests you bought and how long your access lasts.',
    },
    search: { id: 'ui.OrdersPage.search', defaultMessage: 'Search by test name' },
    refresh: { id: 'ui.OrdersPage.refresh', defaultMessage: 'Refresh' },
    refreshing: { id: 'ui.OrdersPage.refreshing', defaultMessage: 'Refreshing…' },
    loading: { id: 'ui.OrdersPage.loading', defaultMessage: 'Loading your orders…' },
    loadError: { id: 'ui.OrdersPage.loadError', defaultMessage: 'Failed to fetch orders' },
    emptyTitle: { id: 'ui.OrdersPage.emptyTitle', defaultMessage: 'No orders yet' },
    emptyText: {
      id: 'ui.OrdersPage.emptyText',
      defaultMessage: 'Tests you buy appear here with their access dates.',
    },
    browseTests: { id: 'ui.OrdersPage.browseTests', defaultMessage: 'Browse tests' },
    clearSearch: { id: 'ui.OrdersPage.clearSearch', defaultMessage: 'Clear search' },
  }),
  titleWithCount: defineMessage<{ count: number }>({
    id: 'ui.OrdersPage.titleWithCount',
    defaultMessage: 'My Orders ({count, number})',
  }),
  noMatch: defineMessage<{ query: string }>({
    id: 'ui.OrdersPage.noMatch',
    defaultMessage: 'No orders match “{query}”',
  }),
  showing: defineMessage<{ shown: number; total: number }>({
    id: 'ui.OrdersPage.showing',
    defaultMessage: 'Showing {shown, number} of {total, plural, one {# order} other {# orders}}',
  }),
};
