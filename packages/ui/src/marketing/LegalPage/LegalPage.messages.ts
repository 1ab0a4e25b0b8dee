import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const messages = defineMessages({
  eyebrow: { id: 'ui.LegalPage.eyebrow', defaultMessage: 'Legal' },
  contents: { id: 'ui.LegalPage.contents', defaultMessage: 'On this page' },
});

export const updatedMessage = defineMessage<{ date: string }>({
  id: 'ui.LegalPage.updated',
  defaultMessage: 'Last updated {date}',
});

export const otherPrivacyMessage = defineMessage<{ privacy: MessageTag }>({
  id: 'ui.LegalPage.otherPrivacy',
  defaultMessage: 'How we handle your data is described in our <privacy>Privacy Policy</privacy>.',
});

export const otherTermsMessage = defineMessage<{ terms: MessageTag }>({
  id: 'ui.LegalPage.otherTerms',
  defaultMessage: 'The rules for using the service are in our <terms>Terms of Service</terms>.',
});
