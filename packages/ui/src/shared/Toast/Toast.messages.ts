import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  close: { id: 'ui.Toast.close', defaultMessage: 'Close notification' },
  label: { id: 'ui.Toast.label', defaultMessage: 'Notification' },
});

// Radix replaces {hotkey} itself (with "F8"): the message passes the placeholder through untouched.
export const viewportMessage = defineMessage<{ hotkey: string }>({
  id: 'ui.Toast.viewport',
  defaultMessage: 'Notifications ({hotkey})',
});
