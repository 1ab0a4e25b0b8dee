import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    free: { id: 'ui.TestCard.free', defaultMessage: 'Free' },
    premium: { id: 'ui.TestCard.premium', defaultMessage: 'Premium' },
    statusCompleted: { id: 'ui.TestCard.statusCompleted', defaultMessage: 'Completed' },
    statusPaused: { id: 'ui.TestCard.statusPaused', defaultMessage: 'Paused' },
    statusNotStarted: { id: 'ui.TestCard.statusNotStarted', defaultMessage: 'Not Started' },
    purchaseRequired: {
      id: 'ui.TestCard.purchaseRequired',
      defaultMessage: 'Purchase required: unlock this test to take it.',
    },
    noBestScore: { id: 'ui.TestCard.noBestScore', defaultMessage: 'No score yet' },
    remainingLabel: { id: 'ui.TestCard.remainingLabel', defaultMessage: 'Time left in your attempt' },
    topics: { id: 'ui.TestCard.topics', defaultMessage: 'Topics' },
    continue: { id: 'ui.TestCard.continue', defaultMessage: 'Continue Test' },
    retake: { id: 'ui.TestCard.retake', defaultMessage: 'Retake Test' },
    start: { id: 'ui.TestCard.start', defaultMessage: 'Start Test' },
  }),
  daysLeft: defineMessage<{ days: number; date: string | number }>({
    id: 'ui.TestCard.daysLeft',
    defaultMessage:
      '{days, plural, =0 {Your access ends today} one {# day of access left} other {# days of access left}} (until {date})',
  }),
  questions: defineMessage<{ count: number }>({
    id: 'ui.TestCard.questions',
    defaultMessage: '{count, plural, one {# question} other {# questions}}',
  }),
  minutes: defineMessage<{ minutes: number }>({
    id: 'ui.TestCard.minutes',
    defaultMessage: '{minutes, number} min',
  }),
  attempts: defineMessage<{ count: number }>({
    id: 'ui.TestCard.attempts',
    defaultMessage:
      '{count, plural, =0 {No submitted attempts} one {# submitted attempt} other {# submitted attempts}}',
  }),
  lastMode: defineMessage<{ mode: string }>({
    id: 'ui.TestCard.lastMode',
    defaultMessage: 'Last attempt: {mode, select, practice {Practice} other {Exam}}',
  }),
  openMode: defineMessage<{ mode: string }>({
    id: 'ui.TestCard.openMode',
    defaultMessage: 'In progress: {mode, select, practice {Practice} other {Exam}}, not submitted yet',
  }),
  bestScore: defineMessage<{ score: string | number }>({
    id: 'ui.TestCard.bestScore',
    defaultMessage: 'Best score {score}',
  }),
  remaining: defineMessage<{ minutes: number }>({
    id: 'ui.TestCard.remaining',
    defaultMessage: '{minutes, number} min left in your paused attempt',
  }),
  unlock: defineMessage<{ price: string | number }>({
    id: 'ui.TestCard.unlock',
    defaultMessage: 'Unlock Test · {price}',
  }),
};
