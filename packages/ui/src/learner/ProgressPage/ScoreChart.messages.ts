import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.ScoreChart.title', defaultMessage: 'Score over time' },
    none: {
      id: 'ui.ScoreChart.none',
      defaultMessage: 'No submitted attempt yet: your scores appear here after your first one.',
    },
    legendExam: { id: 'ui.ScoreChart.legendExam', defaultMessage: 'Exam' },
    legendPractice: { id: 'ui.ScoreChart.legendPractice', defaultMessage: 'Practice' },
    legendPassing: { id: 'ui.ScoreChart.legendPassing', defaultMessage: 'Passing score' },
    showTable: { id: 'ui.ScoreChart.showTable', defaultMessage: 'Show the scores as a table' },
    attemptColumn: { id: 'ui.ScoreChart.attemptColumn', defaultMessage: 'Attempt' },
    dateColumn: { id: 'ui.ScoreChart.dateColumn', defaultMessage: 'Submitted' },
    modeColumn: { id: 'ui.ScoreChart.modeColumn', defaultMessage: 'Mode' },
    scoreColumn: { id: 'ui.ScoreChart.scoreColumn', defaultMessage: 'Score' },
    resultColumn: { id: 'ui.ScoreChart.resultColumn', defaultMessage: 'Result' },
    passed: { id: 'ui.ScoreChart.passed', defaultMessage: 'Passed' },
    failed: { id: 'ui.ScoreChart.failed', defaultMessage: 'Not passed' },
  }),
  summary: defineMessage<{ count: number; latest: number; best: number; passed: number; passing: number }>({
    id: 'ui.ScoreChart.summary',
    defaultMessage:
      '{count, plural, one {# attempt} other {# attempts}}: latest {latest}%, best {best}%, {passed} passed; passing score {passing}%.',
  }),
  percent: defineMessage<{ value: number }>({
    id: 'ui.ScoreChart.percent',
    defaultMessage: '{value}%',
  }),
};
