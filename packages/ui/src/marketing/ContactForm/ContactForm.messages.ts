import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  allRequired: { id: 'ui.ContactForm.allRequired', defaultMessage: 'All fields are required.' },
  nameLabel: { id: 'ui.ContactForm.nameLabel', defaultMessage: 'Name' },
  namePlaceholder: { id: 'ui.ContactForm.namePlaceholder', defaultMessage: 'Your name' },
  emailLabel: { id: 'ui.ContactForm.emailLabel', defaultMessage: 'Email' },
  emailPlaceholder: { id: 'ui.ContactForm.emailPlaceholder', defaultMessage: 'you@example.com' },
  subjectLabel: { id: 'ui.ContactForm.subjectLabel', defaultMessage: 'Subject' },
  subjectPlaceholder: { id: 'ui.ContactForm.subjectPlaceholder', defaultMessage: 'How can we help?' },
  messageLabel: { id: 'ui.ContactForm.messageLabel', defaultMessage: 'Message' },
  messagePlaceholder: {
    id: 'ui.ContactForm.messagePlaceholder',
    defaultMessage: 'Tell us more about your question…',
  },
  send: { id: 'ui.ContactForm.send', defaultMessage: 'Send Message' },
  sending: { id: 'ui.ContactForm.sending', defaultMessage: 'Sending...' },
  nameRequired: { id: 'ui.ContactForm.nameRequired', defaultMessage: 'Name is required' },
  emailRequired: { id: 'ui.ContactForm.emailRequired', defaultMessage: 'Email is required' },
  emailInvalid: { id: 'ui.ContactForm.emailInvalid', defaultMessage: 'Invalid email address' },
  subjectRequired: { id: 'ui.ContactForm.subjectRequired', defaultMessage: 'Subject is required' },
  messageRequired: { id: 'ui.ContactForm.messageRequired', defaultMessage: 'Message is required' },
});

/** The texts of the contact notifications (the app shows them as toasts; the form shows them inline). */
export const contactToastMessages = defineMessages({
  sentTitle: { id: 'ui.ContactForm.sentTitle', defaultMessage: 'Message sent successfully!' },
  sentDescription: {
    id: 'ui.ContactForm.sentDescription',
    defaultMessage: "We'll get back to you within 24 hours.",
  },
  errorTitle: { id: 'ui.ContactForm.errorTitle', defaultMessage: 'Error sending message' },
  sendFailed: { id: 'ui.ContactForm.sendFailed', defaultMessage: 'Failed to send message' },
});
