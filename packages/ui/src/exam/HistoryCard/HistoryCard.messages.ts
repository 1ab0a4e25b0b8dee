import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.HistoryCard.title', defaultMessage: 'Previous attempts' },
    passed: { id: 'ui.HistoryCard.passed', defaultMessage: 'Passed' },
    practice: { id: 'ui.HistoryCard.practice', defaultMessage: 'Practice' },
    failed: { id: 'ui.HistoryCard.failed', defaultMessage: 'Failed' },
    score: { id: 'ui.HistoryCard.score', defaultMessage: 'Score' },
    accuracy: { id: 'ui.HistoryCard.accuracy', defaultMessage: 'Accuracy' },
    timeUsedLabel: { id: 'ui.HistoryCard.timeUsedLabel', defaultMessage: 'Time used' },
    viewResults: { id: 'ui.HistoryCard.viewResults', defaultMessage: 'View Results' },
    dialogTitle: { id: 'ui.HistoryCard.dialogTitle', defaultMessage: 'All attempts' },
    close: { id: 'ui.HistoryCard.close', defaultMessage: 'Close' },
    emptyTitle: { id: 'ui.HistoryCard.emptyTitle', defaultMessage: 'No previous attempts' },
    emptyDescription: {
      id: 'ui.HistoryCard.emptyDescription',
      defaultMessage: 'Your submitted attempts appear here with their scores.',
    },
    loading: { id: 'ui.HistoryCard.loading', defaultMessage: 'Loading your attempts…' },
    error: { id: 'ui.HistoryCard.error', defaultMessage: 'Failed to fetch test history' },
  }),
  timeUsed: defineMessage<{ minutes: string | number; seconds: string | number }>({
    id: 'ui.HistoryCard.timeUsed',
    defaultMessage: '{minutes}m {seconds}s',
  }),
  practiceCorrect: defineMessage<{ correct: number; total: number }>({
    id: 'ui.HistoryCard.practiceCorrect',
    defaultMessage: '{correct, number} of {total, number} correct',
  }),
  viewResultsLabel: defineMessage<{ date: string | number }>({
    id: 'ui.HistoryCard.viewResultsLabel',
    defaultMessage: 'View Results, attempt of {date}',
  }),
  viewHistory: defineMessage<{ count: number }>({
    id: 'ui.HistoryCard.viewHistory',
    defaultMessage: 'View History ({count, number})',
  }),
  dialogDescription: defineMessage<{ count: number }>({
    id: 'ui.HistoryCard.dialogDescription',
    defaultMessage: '{count, plural, one {# attempt} other {# attempts}}, newest first.',
  }),
};
