import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  name: { id: 'ui.Logo.name', defaultMessage: 'Kafka Learning' },
});
