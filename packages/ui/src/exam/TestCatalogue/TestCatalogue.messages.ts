import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.TestCatalogue.title', defaultMessage: 'Practice Tests' },
    subtitle: {
      id: 'ui.TestCatalogue.subtitle',
      defaultMessage:
        'Timed exams with choice, matching and ordering questions, each explained, to prepare your Kafka certification.',
    },
    search: { id: 'ui.TestCatalogue.search', defaultMessage: 'Search tests' },
    searchPlaceholder: {
      id: 'ui.TestCatalogue.searchPlaceholder',
      defaultMessage: 'Search by title, description or topic',
    },
    layout: { id: 'ui.TestCatalogue.layout', defaultMessage: 'Layout' },
    grid: { id: 'ui.TestCatalogue.grid', defaultMessage: 'Grid' },
    list: { id: 'ui.TestCatalogue.list', defaultMessage: 'List' },
    loading: { id: 'ui.TestCatalogue.loading', defaultMessage: 'Loading tests…' },
    errorTitle: { id: 'ui.TestCatalogue.errorTitle', defaultMessage: 'Error Loading Tests' },
    errorMessage: { id: 'ui.TestCatalogue.errorMessage', defaultMessage: 'Failed to load tests' },
    loginTitle: { id: 'ui.TestCatalogue.loginTitle', defaultMessage: 'Please log in to view tests' },
    loginDescription: {
      id: 'ui.TestCatalogue.loginDescription',
      defaultMessage: 'Your practice tests, attempts and scores are saved to your account.',
    },
    login: { id: 'ui.TestCatalogue.login', defaultMessage: 'Log In' },
    emptyTitle: { id: 'ui.TestCatalogue.emptyTitle', defaultMessage: 'No tests available yet' },
    emptyDescription: {
      id: 'ui.TestCatalogue.emptyDescription',
      defaultMessage: 'New practice tests appear here as soon as they are published.',
    },
    noMatchTitle: { id: 'ui.TestCatalogue.noMatchTitle', defaultMessage: 'No tests match your search' },
    noMatchDescription: {
      id: 'ui.TestCatalogue.noMatchDescription',
      defaultMessage: 'Try other words or clear the filters to see every test.',
    },
    clearAll: { id: 'ui.TestCatalogue.clearAll', defaultMessage: 'Clear search and filters' },
  }),
  showing: defineMessage<{ shown: number; total: number }>({
    id: 'ui.TestCatalogue.showing',
    defaultMessage: 'Showing {shown, number} of {total, plural, one {# test} other {# tests}}',
  }),
};
