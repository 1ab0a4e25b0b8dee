import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  name: { id: 'ui.Brand.name', defaultMessage: 'Kafka Learning' },
});
