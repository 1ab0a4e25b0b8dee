import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.InactivityDialog.title', defaultMessage: 'Are you still there?' },
    continue: { id: 'ui.InactivityDialog.continue', defaultMessage: 'Continue Test' },
    pauseNow: { id: 'ui.InactivityDialog.pauseNow', defaultMessage: 'Pause Now' },
  }),
  description: defineMessage<{ time: string }>({
    id: 'ui.InactivityDialog.description',
    defaultMessage:
      'You have not answered or moved for a while. To protect your time, the test will pause automatically in {time}.',
  }),
};
