import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.PracticeLabPage.title', defaultMessage: 'Practice Labs' },
    subtitle: {
      id: 'ui.PracticeLabPage.subtitle',
      defaultMessage:
        'Type each Kafka command yourself: it is checked, a hint helps after a mistake, and your progress is saved.',
    },
    steps: { id: 'ui.PracticeLabPage.steps', defaultMessage: 'Lab steps' },
    previous: { id: 'ui.PracticeLabPage.previous', defaultMessage: 'Previous' },
    next: { id: 'ui.PracticeLabPage.next', defaultMessage: 'Next' },
    copy: { id: 'ui.PracticeLabPage.copy', defaultMessage: 'Copy' },
    copied: { id: 'ui.PracticeLabPage.copied', defaultMessage: 'Copied!' },
    showCommand: { id: 'ui.PracticeLabPage.showCommand', defaultMessage: 'Show the command' },
    terminal: { id: 'ui.PracticeLabPage.terminal', defaultMessage: 'Terminal' },
    terminalEmpty: {
      id: 'ui.PracticeLabPage.terminalEmpty',
      defaultMessage: 'Type the command below and press Enter.',
    },
    run: { id: 'ui.PracticeLabPage.run', defaultMessage: 'Run' },
    accepted: { id: 'ui.PracticeLabPage.accepted', defaultMessage: 'Correct: this step is done.' },
    done: { id: 'ui.PracticeLabPage.done', defaultMessage: 'Done' },
    allDone: {
      id: 'ui.PracticeLabPage.allDone',
      defaultMessage: 'Lab complete: every command typed and accepted.',
    },
    loading: { id: 'ui.PracticeLabPage.loading', defaultMessage: 'Loading your lab progress…' },
    loadError: {
      id: 'ui.PracticeLabPage.loadError',
      defaultMessage: 'Your lab progress could not be loaded.',
    },
    hintEmpty: { id: 'ui.PracticeLabPage.hintEmpty', defaultMessage: 'Type a command first.' },
  }),
  commandLabel: defineMessage<{ step: string }>({
    id: 'ui.PracticeLabPage.commandLabel',
    defaultMessage: 'Command for {step}',
  }),
  hintTool: defineMessage<{ expected: string }>({
    id: 'ui.PracticeLabPage.hintTool',
    defaultMessage: 'Not quite: this step uses {expected}.',
  }),
  hintMissing: defineMessage<{ option: string }>({
    id: 'ui.PracticeLabPage.hintMissing',
    defaultMessage: 'Almost: the command needs {option}.',
  }),
  hintUnexpected: defineMessage<{ option: string }>({
    id: 'ui.PracticeLabPage.hintUnexpected',
    defaultMessage: 'Almost: {option} is not part of this step.',
  }),
  hintValue: defineMessage<{ option: string; expected: string }>({
    id: 'ui.PracticeLabPage.hintValue',
    defaultMessage: 'Almost: {option} should be {expected} here.',
  }),
  stepOf: defineMessage<{ number: number; total: number }>({
    id: 'ui.PracticeLabPage.stepOf',
    defaultMessage: 'Step {number, number} of {total, number}',
  }),
  doneOf: defineMessage<{ done: number; total: number }>({
    id: 'ui.PracticeLabPage.doneOf',
    defaultMessage: '{done, number} of {total, number} steps done',
  }),
};
