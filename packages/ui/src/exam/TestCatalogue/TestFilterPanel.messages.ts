import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    button: { id: 'ui.TestFilterPanel.button', defaultMessage: 'Filter' },
    heading: { id: 'ui.TestFilterPanel.heading', defaultMessage: 'Filter tests' },
    access: { id: 'ui.TestFilterPanel.access', defaultMessage: 'Access' },
    accessAll: { id: 'ui.TestFilterPanel.accessAll', defaultMessage: 'All' },
    accessFree: { id: 'ui.TestFilterPanel.accessFree', defaultMessage: 'Free' },
    accessPremium: { id: 'ui.TestFilterPanel.accessPremium', defaultMessage: 'Premium' },
    status: { id: 'ui.TestFilterPanel.status', defaultMessage: 'Status' },
    statusAll: { id: 'ui.TestFilterPanel.statusAll', defaultMessage: 'All statuses' },
    statusNotStarted: { id: 'ui.TestFilterPanel.statusNotStarted', defaultMessage: 'Not Started' },
    statusPaused: { id: 'ui.TestFilterPanel.statusPaused', defaultMessage: 'Paused' },
    statusCompleted: { id: 'ui.TestFilterPanel.statusCompleted', defaultMessage: 'Completed' },
    topic: { id: 'ui.TestFilterPanel.topic', defaultMessage: 'Topic' },
    topicAll: { id: 'ui.TestFilterPanel.topicAll', defaultMessage: 'All topics' },
    clear: { id: 'ui.TestFilterPanel.clear', defaultMessage: 'Clear filters' },
    done: { id: 'ui.TestFilterPanel.done', defaultMessage: 'Done' },
  }),
  activeCount: defineMessage<{ count: number }>({
    id: 'ui.TestFilterPanel.activeCount',
    defaultMessage: '{count, plural, one {active filter} other {active filters}}',
  }),
};
