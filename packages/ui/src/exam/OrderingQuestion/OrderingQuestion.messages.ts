import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    keyboard: {
      id: 'ui.OrderingQuestion.keyboard',
      defaultMessage: 'Move a step with its Move up and Move down buttons, or with Alt+Up and Alt+Down.',
    },
    keepOrder: { id: 'ui.OrderingQuestion.keepOrder', defaultMessage: 'Answer with this order' },
    notAnswered: {
      id: 'ui.OrderingQuestion.notAnswered',
      defaultMessage: 'Not answered yet: move the steps, or answer with the order shown.',
    },
    right: { id: 'ui.OrderingQuestion.right', defaultMessage: 'Right position' },
    correctOrder: { id: 'ui.OrderingQuestion.correctOrder', defaultMessage: 'Correct order' },
  }),
  moveUp: defineMessage<{ text: string }>({
    id: 'ui.OrderingQuestion.moveUp',
    defaultMessage: 'Move up: {text}',
  }),
  moveDown: defineMessage<{ text: string }>({
    id: 'ui.OrderingQuestion.moveDown',
    defaultMessage: 'Move down: {text}',
  }),
  moved: defineMessage<{ text: string; position: number; total: number }>({
    id: 'ui.OrderingQuestion.moved',
    defaultMessage: 'Step “{text}” moved to position {position, number} of {total, number}.',
  }),
  notPlaced: defineMessage<{ position: number }>({
    id: 'ui.OrderingQuestion.notPlaced',
    defaultMessage: 'Not placed: belongs at {position, number}',
  }),
  wrong: defineMessage<{ position: number }>({
    id: 'ui.OrderingQuestion.wrong',
    defaultMessage: 'Wrong position: belongs at {position, number}',
  }),
};
