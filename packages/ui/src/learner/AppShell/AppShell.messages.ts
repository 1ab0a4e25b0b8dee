import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  brand: { id: 'ui.AppShell.brand', defaultMessage: 'Kafka Learning' },
  brandHome: { id: 'ui.AppShell.brandHome', defaultMessage: 'Kafka Learning, go to dashboard' },
  mainNav: { id: 'ui.AppShell.mainNav', defaultMessage: 'Main' },
});
