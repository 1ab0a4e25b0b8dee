import { defineMessages } from 'react-intl';
import type { LegalDocument } from './legalDocument';

const m = defineMessages({
  title: { id: 'ui.LegalPage.privacy.title', defaultMessage: 'Privacy Policy' },
  lead: {
    id: 'ui.LegalPage.privacy.lead',
    defaultMessage:
      'What we keep about you, why, for how long, which cookies we use and how to see or delete your data.',
  },
  collect_title: { id: 'ui.LegalPage.privacy.collect.title', defaultMessage: 'What we keep' },
  collect_p1: {
    id: 'ui.LegalPage.privacy.collect.p1',
    defaultMessage:
      "Your account: first and last name, email address, and your password, stored only as a salted scrypt hash. Your learning: the tests you start, your answers, flags, scores, pauses and time spent. Your orders: what you bought, the amount, the date and PayPal's order reference, never your card details. The messages you send us through the contact form.",
  },
  why_title: { id: 'ui.LegalPage.privacy.why.title', defaultMessage: 'Why' },
  why_p1: {
    id: 'ui.LegalPage.privacy.why.p1',
    defaultMessage:
      'To run your account and your practice tests, to open what you paid for, to send the emails the service needs (verification codes, temporary passwords, receipts) and to answer you. We show no advertising, use no analytics or tracking, and sell no data.',
  },
  cookies_title: { id: 'ui.LegalPage.privacy.cookies.title', defaultMessage: 'Cookies and local storage' },
  cookies_p1: {
    id: 'ui.LegalPage.privacy.cookies.p1',
    defaultMessage: 'We use only what the service needs to work, so we do not ask for consent:',
  },
  cookies_item1: {
    id: 'ui.LegalPage.privacy.cookies.item1',
    defaultMessage:
      'SESSION (cookie): keeps you signed in. It ends when you sign out, after a period without use, and at the latest a few days after you signed in.',
  },
  cookies_item2: {
    id: 'ui.LegalPage.privacy.cookies.item2',
    defaultMessage:
      'XSRF-TOKEN (cookie): protects your forms against cross-site request forgery. It holds no personal data.',
  },
  cookies_item3: {
    id: 'ui.LegalPage.privacy.cookies.item3',
    defaultMessage:
      'DEVICE (cookie): remembers for 90 days a browser you signed in from, so that someone guessing your password elsewhere cannot lock you out.',
  },
  cookies_item4: {
    id: 'ui.LegalPage.privacy.cookies.item4',
    defaultMessage:
      "language and theme (your browser's local storage): your language and your light, dark or system appearance. They stay in your browser.",
  },
  sharing_title: { id: 'ui.LegalPage.privacy.sharing.title', defaultMessage: 'Who else sees it' },
  sharing_p1: {
    id: 'ui.LegalPage.privacy.sharing.p1',
    defaultMessage:
      'PayPal, to take payments (its own privacy policy applies); our email provider, to deliver our emails; our hosting provider, which stores the data for us. Nobody else, unless the law requires it.',
  },
  retention_title: { id: 'ui.LegalPage.privacy.retention.title', defaultMessage: 'How long we keep it' },
  retention_p1: {
    id: 'ui.LegalPage.privacy.retention.p1',
    defaultMessage:
      'Your account and learning history: as long as the account exists. Sessions: deleted when they end. An unconfirmed registration can be replaced after an hour. Contact messages: as long as we need to answer you. Orders and payment records: as long as accounting law requires, also after the account is deleted.',
  },
  rights_title: { id: 'ui.LegalPage.privacy.rights.title', defaultMessage: 'Your rights' },
  rights_p1: {
    id: 'ui.LegalPage.privacy.rights.p1',
    defaultMessage:
      'You can see and correct your name and email address in Settings. Under Settings, in Your data, you can download all your data as a JSON file (profile, attempts and answers, orders, receipts, subscription, question reports) and delete your account yourself, after entering your password: a running subscription is cancelled first, your learning history is deleted at once, and only orders and receipts are kept, without your account, as accounting law requires. For anything else, write to {email} and we answer within one month. You may also complain to your data-protection authority (in France, the CNIL).',
  },
  security_title: { id: 'ui.LegalPage.privacy.security.title', defaultMessage: 'Security' },
  security_p1: {
    id: 'ui.LegalPage.privacy.security.p1',
    defaultMessage:
      'Passwords are hashed, the session cookie cannot be read by scripts, cookies are sent over HTTPS only in production, and every request that changes something is checked against forgery.',
  },
  contact_title: { id: 'ui.LegalPage.privacy.contact.title', defaultMessage: 'Contact' },
  contact_p1: {
    id: 'ui.LegalPage.privacy.contact.p1',
    defaultMessage: 'Questions about your data: write to {email} or use the <contact>contact page</contact>.',
  },
});

/** The Privacy Policy, section by section. */
export const privacy: LegalDocument = {
  title: m.title,
  lead: m.lead,
  sections: [
    { id: 'collect', title: m.collect_title, paragraphs: [m.collect_p1] },
    { id: 'why', title: m.why_title, paragraphs: [m.why_p1] },
    {
      id: 'cookies',
      title: m.cookies_title,
      paragraphs: [m.cookies_p1],
      items: [m.cookies_item1, m.cookies_item2, m.cookies_item3, m.cookies_item4],
    },
    { id: 'sharing', title: m.sharing_title, paragraphs: [m.sharing_p1] },
    { id: 'retention', title: m.retention_title, paragraphs: [m.retention_p1] },
    { id: 'rights', title: m.rights_title, paragraphs: [m.rights_p1] },
    { id: 'security', title: m.security_title, paragraphs: [m.security_p1] },
    { id: 'contact', title: m.contact_title, paragraphs: [m.contact_p1] },
  ],
};
