import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.PracticeSetForm.title', defaultMessage: 'Custom practice set' },
    description: {
      id: 'ui.PracticeSetForm.description',
      defaultMessage: 'Practise only what you need: the questions are drawn for you, none twice.',
    },
    domains: { id: 'ui.PracticeSetForm.domains', defaultMessage: 'Domains' },
    scope: { id: 'ui.PracticeSetForm.scope', defaultMessage: 'Tests to draw from' },
    scopeTest: { id: 'ui.PracticeSetForm.scopeTest', defaultMessage: 'This test' },
    scopeAll: { id: 'ui.PracticeSetForm.scopeAll', defaultMessage: 'All my tests' },
    noDomain: { id: 'ui.PracticeSetForm.noDomain', defaultMessage: 'Choose at least one domain.' },
    count: { id: 'ui.PracticeSetForm.count', defaultMessage: 'Number of questions' },
    source: { id: 'ui.PracticeSetForm.source', defaultMessage: 'Questions to draw from' },
    sourceAll: { id: 'ui.PracticeSetForm.sourceAll', defaultMessage: 'All questions' },
    sourceMissed: {
      id: 'ui.PracticeSetForm.sourceMissed',
      defaultMessage: 'Only missed (wrong or blank in your latest attempt)',
    },
    sourceUnseen: { id: 'ui.PracticeSetForm.sourceUnseen', defaultMessage: 'Only unseen' },
    sourceFlagged: { id: 'ui.PracticeSetForm.sourceFlagged', defaultMessage: 'Only flagged' },
    submit: { id: 'ui.PracticeSetForm.submit', defaultMessage: 'Start Practice Set' },
    submitting: { id: 'ui.PracticeSetForm.submitting', defaultMessage: 'Drawing questions…' },
    empty: {
      id: 'ui.PracticeSetForm.empty',
      defaultMessage: 'No question matches these choices. Pick other domains or another source.',
    },
    failed: {
      id: 'ui.PracticeSetForm.failed',
      defaultMessage: 'The practice set could not be started. Please try again.',
    },
  }),
  countHint: defineMessage<{ max: number }>({
    id: 'ui.PracticeSetForm.countHint',
    defaultMessage: 'From 1 to {max, number}; fewer when the source holds fewer.',
  }),
};
