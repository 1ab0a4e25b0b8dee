import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.ProgressPage.title', defaultMessage: 'Progress' },
    subtitle: {
      id: 'ui.ProgressPage.subtitle',
      defaultMessage: 'Your scores over time, your accuracy by domain and how ready you are for each test.',
    },
    loading: { id: 'ui.ProgressPage.loading', defaultMessage: 'Loading your progress…' },
    loadError: { id: 'ui.ProgressPage.loadError', defaultMessage: 'Your progress could not be loaded.' },
    emptyTitle: { id: 'ui.ProgressPage.emptyTitle', defaultMessage: 'No tests to follow yet' },
    emptyText: {
      id: 'ui.ProgressPage.emptyText',
      defaultMessage: 'Tests you can take appear here with your scores once you submit an attempt.',
    },
    browseTests: { id: 'ui.ProgressPage.browseTests', defaultMessage: 'Browse tests' },
    streakTitle: { id: 'ui.ProgressPage.streakTitle', defaultMessage: 'Study streak' },
    streakToday: { id: 'ui.ProgressPage.streakToday', defaultMessage: 'You studied today.' },
    streakKeep: {
      id: 'ui.ProgressPage.streakKeep',
      defaultMessage: 'Start or submit an attempt today to keep it going.',
    },
    streakNone: { id: 'ui.ProgressPage.streakNone', defaultMessage: 'Start an attempt to begin a streak.' },
    streakUtc: {
      id: 'ui.ProgressPage.streakUtc',
      defaultMessage: 'A study day is a UTC day on which you start or submit an attempt.',
    },
    coverageTitle: { id: 'ui.ProgressPage.coverageTitle', defaultMessage: 'Questions seen' },
    domainsTitle: { id: 'ui.ProgressPage.domainsTitle', defaultMessage: 'Accuracy by domain' },
    domainColumn: { id: 'ui.ProgressPage.domainColumn', defaultMessage: 'Domain' },
    accuracyColumn: { id: 'ui.ProgressPage.accuracyColumn', defaultMessage: 'Accuracy' },
    answersColumn: { id: 'ui.ProgressPage.answersColumn', defaultMessage: 'Right answers' },
    seenColumn: { id: 'ui.ProgressPage.seenColumn', defaultMessage: 'Questions seen' },
    noAnswers: { id: 'ui.ProgressPage.noAnswers', defaultMessage: 'No answers yet' },
  }),
  streakDays: defineMessage<{ count: number }>({
    id: 'ui.ProgressPage.streakDays',
    defaultMessage: '{count, plural, one {# day} other {# days}}',
  }),
  streakLongest: defineMessage<{ count: number }>({
    id: 'ui.ProgressPage.streakLongest',
    defaultMessage: 'Longest: {count, plural, one {# day} other {# days}}',
  }),
  coverage: defineMessage<{ seen: number; pool: number }>({
    id: 'ui.ProgressPage.coverage',
    defaultMessage: '{seen} of {pool} questions answered at least once',
  }),
  domainsWindow: defineMessage<{ count: number }>({
    id: 'ui.ProgressPage.domainsWindow',
    defaultMessage: 'Over the latest {count} answers of each domain.',
  }),
  ofCount: defineMessage<{ count: number; total: number }>({
    id: 'ui.ProgressPage.ofCount',
    defaultMessage: '{count} of {total}',
  }),
  percent: defineMessage<{ value: number }>({
    id: 'ui.ProgressPage.percent',
    defaultMessage: '{value}%',
  }),
};
