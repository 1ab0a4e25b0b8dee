import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    light: { id: 'ui.AppearanceToggle.light', defaultMessage: 'Light' },
    dark: { id: 'ui.AppearanceToggle.dark', defaultMessage: 'Dark' },
    system: { id: 'ui.AppearanceToggle.system', defaultMessage: 'System' },
  }),
  label: defineMessage<{ preference: string }>({
    id: 'ui.AppearanceToggle.label',
    defaultMessage: 'Theme: {preference}',
  }),
};
