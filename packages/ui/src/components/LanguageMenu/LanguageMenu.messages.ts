import { defineMessage } from 'react-intl';

export const messages = {
  // The accessible name contains what the button shows (the code or the name), as WCAG 2.5.3 asks.
  withCode: defineMessage<{ code: string; language: string }>({
    id: 'ui.LanguageMenu.withCode',
    defaultMessage: 'Language: {code} ({language})',
  }),
  withName: defineMessage<{ language: string }>({
    id: 'ui.LanguageMenu.withName',
    defaultMessage: 'Language: {language}',
  }),
};
