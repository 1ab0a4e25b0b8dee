import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.ProgressCard.title', defaultMessage: 'Progress and readiness' },
    seeAll: { id: 'ui.ProgressCard.seeAll', defaultMessage: 'See your progress' },
    loading: { id: 'ui.ProgressCard.loading', defaultMessage: 'Loading your progress…' },
    loadError: { id: 'ui.ProgressCard.loadError', defaultMessage: 'Your progress could not be loaded.' },
    none: {
      id: 'ui.ProgressCard.none',
      defaultMessage: 'Submit an attempt to see your scores and readiness here.',
    },
  }),
  streak: defineMessage<{ count: number }>({
    id: 'ui.ProgressCard.streak',
    defaultMessage: 'Study streak: {count, plural, one {# day} other {# days}}',
  }),
  estimate: defineMessage<{ low: number; high: number; count: number }>({
    id: 'ui.ProgressCard.estimate',
    defaultMessage: 'estimated {low}–{high}% from {count, plural, one {# answer} other {# answers}}',
  }),
  notEnough: defineMessage<{ count: number; minimum: number }>({
    id: 'ui.ProgressCard.notEnough',
    defaultMessage: 'not enough data yet ({count} of {minimum} answers)',
  }),
  lastScore: defineMessage<{ score: number }>({
    id: 'ui.ProgressCard.lastScore',
    defaultMessage: 'latest score {score}%',
  }),
};
