import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    subtitle: {
      id: 'ui.DashboardPage.subtitle',
      defaultMessage: 'Here is where your Kafka learning stands.',
    },
    testsCompleted: { id: 'ui.DashboardPage.testsCompleted', defaultMessage: 'Tests Completed' },
    testsInProgress: { id: 'ui.DashboardPage.testsInProgress', defaultMessage: 'Tests In Progress' },
    timePassed: { id: 'ui.DashboardPage.timePassed', defaultMessage: 'Time Passed' },
    averageScore: { id: 'ui.DashboardPage.averageScore', defaultMessage: 'Average Test Score' },
    noScore: { id: 'ui.DashboardPage.noScore', defaultMessage: 'No completed test yet' },
    loadingWelcome: { id: 'ui.DashboardPage.loadingWelcome', defaultMessage: 'Loading your dashboard…' },
    loadingStats: { id: 'ui.DashboardPage.loadingStats', defaultMessage: 'Loading your statistics…' },
    statsTitle: { id: 'ui.DashboardPage.statsTitle', defaultMessage: 'Your progress' },
    statsError: { id: 'ui.DashboardPage.statsError', defaultMessage: 'Your statistics could not be loaded.' },
    myArticles: { id: 'ui.DashboardPage.myArticles', defaultMessage: 'My Articles' },
    myTests: { id: 'ui.DashboardPage.myTests', defaultMessage: 'My Tests' },
    noArticles: { id: 'ui.DashboardPage.noArticles', defaultMessage: 'No articles yet.' },
    noTests: { id: 'ui.DashboardPage.noTests', defaultMessage: 'No tests yet.' },
    testsError: { id: 'ui.DashboardPage.testsError', defaultMessage: 'Your tests could not be loaded.' },
    continueTitle: { id: 'ui.DashboardPage.continueTitle', defaultMessage: 'Continue where you left off' },
    continueUntimed: { id: 'ui.DashboardPage.continueUntimed', defaultMessage: 'Practice · untimed' },
    continueAction: { id: 'ui.DashboardPage.continueAction', defaultMessage: 'Continue' },
  }),
  welcome: defineMessage<{ firstName: string; lastName: string }>({
    id: 'ui.DashboardPage.welcome',
    defaultMessage: 'Welcome back, {firstName} {lastName}!',
  }),
  welcomeFirst: defineMessage<{ firstName: string; lastName: string }>({
    id: 'ui.DashboardPage.welcomeFirst',
    defaultMessage: 'Welcome, {firstName} {lastName}!',
  }),
  continueAt: defineMessage<{ number: number; total: number }>({
    id: 'ui.DashboardPage.continueAt',
    defaultMessage: 'Question {number, number} of {total, number}',
  }),
  continueTimeLeft: defineMessage<{ minutes: number }>({
    id: 'ui.DashboardPage.continueTimeLeft',
    defaultMessage: '{minutes, plural, one {# minute left} other {# minutes left}}',
  }),
  readingTime: defineMessage<{ minutes: number }>({
    id: 'ui.DashboardPage.readingTime',
    defaultMessage: '{minutes, number} min read',
  }),
  questionCount: defineMessage<{ count: number }>({
    id: 'ui.DashboardPage.questionCount',
    defaultMessage: '{count, plural, one {# question} other {# questions}}',
  }),
};
