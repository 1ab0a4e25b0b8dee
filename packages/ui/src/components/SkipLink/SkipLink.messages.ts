import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ui.SkipLink.label', defaultMessage: 'Skip to main content' },
});
