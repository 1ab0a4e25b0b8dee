import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    targets: { id: 'ui.MatchingQuestion.targets', defaultMessage: 'Targets' },
    items: { id: 'ui.MatchingQuestion.items', defaultMessage: 'Items to match' },
    notYet: { id: 'ui.MatchingQuestion.notYet', defaultMessage: 'Not matched yet' },
    keyboard: {
      id: 'ui.MatchingQuestion.keyboard',
      defaultMessage:
        'For each item, choose a target letter: arrow keys move, Space, the letter or its number chooses, Delete clears.',
    },
    right: { id: 'ui.MatchingQuestion.right', defaultMessage: 'Correct match' },
    wrong: { id: 'ui.MatchingQuestion.wrong', defaultMessage: 'Incorrect match' },
    missing: { id: 'ui.MatchingQuestion.missing', defaultMessage: 'Not matched' },
  }),
  progress: defineMessage<{ matched: number; total: number }>({
    id: 'ui.MatchingQuestion.progress',
    defaultMessage: '{matched, number} of {total, number} items matched.',
  }),
  option: defineMessage<{ letter: string; text: string }>({
    id: 'ui.MatchingQuestion.option',
    defaultMessage: '{letter}. {text}',
  }),
  optionTaken: defineMessage<{ letter: string; text: string; item: number }>({
    id: 'ui.MatchingQuestion.optionTaken',
    defaultMessage: '{letter}. {text} (matched with item {item, number})',
  }),
  yourMatch: defineMessage<{ target: string }>({
    id: 'ui.MatchingQuestion.yourMatch',
    defaultMessage: 'Your match: {target}',
  }),
  correctMatch: defineMessage<{ target: string }>({
    id: 'ui.MatchingQuestion.correctMatch',
    defaultMessage: 'Correct target: {target}',
  }),
};
