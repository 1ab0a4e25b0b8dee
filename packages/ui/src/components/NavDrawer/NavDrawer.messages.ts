import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  open: { id: 'ui.NavDrawer.open', defaultMessage: 'Open menu' },
  close: { id: 'ui.NavDrawer.close', defaultMessage: 'Close menu' },
  title: { id: 'ui.NavDrawer.title', defaultMessage: 'Menu' },
});
