import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.PracticeLabPage.title', defaultMessage: 'Practice Labs' },
    subtitle: {
      id: 'ui.PracticeLabPage.subtitle',
      defaultMessage: 'Copy each Kafka command, run it in the simulated terminal and read what it prints.',
    },
    steps: { id: 'ui.PracticeLabPage.steps', defaultMessage: 'Lab steps' },
    previous: { id: 'ui.PracticeLabPage.previous', defaultMessage: 'Previous' },
    next: { id: 'ui.PracticeLabPage.next', defaultMessage: 'Next' },
    copy: { id: 'ui.PracticeLabPage.copy', defaultMessage: 'Copy' },
    copied: { id: 'ui.PracticeLabPage.copied', defaultMessage: 'Copied!' },
    terminal: { id: 'ui.PracticeLabPage.terminal', defaultMessage: 'Terminal' },
    terminalEmpty: {
      id: 'ui.PracticeLabPage.terminalEmpty',
      defaultMessage: 'Run the command to see its output here.',
    },
    run: { id: 'ui.PracticeLabPage.run', defaultMessage: 'Run' },
    running: { id: 'ui.PracticeLabPage.running', defaultMessage: 'Running…' },
    clear: { id: 'ui.PracticeLabPage.clear', defaultMessage: 'Clear' },
  }),
  stepOf: defineMessage<{ number: number; total: number }>({
    id: 'ui.PracticeLabPage.stepOf',
    defaultMessage: 'Step {number, number} of {total, number}',
  }),
};
