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
      "Your account: first and last name, email address, and your password, stored only as a salted scrypt hash (an account made through Google, Microsoft or GitHub has none until you set one). Your linked accounts: for each of Google, Microsoft or GitHub you sign in with, the provider, its identifier for your account and the email address it gave us, never your password there or its access tokens. Your learning: the tests you start, your answers, flags, scores, pauses, time spent and how long each question was on screen; in the courses, the articles you read, the knowledge checks you pass and the lab steps you complete, each with its date. Your orders: what you bought, the amount, the date and PayPal's order reference, never your card details. The messages you send us through the contact form.",
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
  cookies_idpFlow: {
    id: 'ui.LegalPage.privacy.cookies.idpFlow',
    defaultMessage:
      "IDP_FLOW (cookie): set when you choose to continue with Google, Microsoft or GitHub, so that the provider's answer is accepted only in the browser that asked for it. It holds a random value, lasts at most 10 minutes and is deleted when you come back.",
  },
  cookies_idpLink: {
    id: 'ui.LegalPage.privacy.cookies.idpLink',
    defaultMessage:
      'IDP_LINK (cookie): set only when a Google, Microsoft or GitHub account has the email address of an account here that has a password, so that the two are linked once you sign in with that password in the same browser. It lasts at most 15 minutes and is deleted at that sign-in.',
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
      'PayPal, to take payments (its own privacy policy applies); Google, Microsoft or GitHub, only if you choose to sign in with them: they learn that you sign in here and send us their identifier for your account, your email address and, when they have it, your name (their own privacy policies apply); our email provider, to deliver our emails; our hosting provider, which stores the data for us. Nobody else, unless the law requires it.',
  },
  retention_title: { id: 'ui.LegalPage.privacy.retention.title', defaultMessage: 'How long we keep it' },
  retention_p1: {
    id: 'ui.LegalPage.privacy.retention.p1',
    defaultMessage:
      'Your account, learning history and course and lab progress: as long as the account exists. Linked accounts: until you unlink them in Settings, or delete the account. A sign-in with Google, Microsoft or GitHub under way: deleted when you come back, at the latest after 10 minutes (15 minutes for a link that waits for your password). Sessions: deleted when they end. An unconfirmed registration can be replaced after an hour. Contact messages: as long as we need to answer you. Orders and payment records: as long as accounting law requires, also after the account is deleted.',
  },
  rights_title: { id: 'ui.LegalPage.privacy.rights.title', defaultMessage: 'Your rights' },
  rights_p1: {
    id: 'ui.LegalPage.privacy.rights.p1',
    defaultMessage:
      'You can see and correct your name and email address in Settings. Under Settings, in Your data, you can download all your data as a JSON file (profile, attempts and answers with the time on each question, course and lab progress, linked accounts, orders, receipts, subscription, question reports, contact messages) and delete your account yourself, after entering your password (an account made through Google, Microsoft or GitHub first sets one in Settings, under Connected accounts): a running subscription is cancelled first, your learning history is deleted at once, and only orders and receipts are kept, without your account, as accounting law requires. For anything else, write to {email} and we answer within one month. You may also complain to your data-protection authority (in France, the CNIL).',
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
  updatedOn: '2026-11-28',
  lead: m.lead,
  sections: [
    { id: 'collect', title: m.collect_title, paragraphs: [m.collect_p1] },
    { id: 'why', title: m.why_title, paragraphs: [m.why_p1] },
    {
      id: 'cookies',
      title: m.cookies_title,
      paragraphs: [m.cookies_p1],
      items: [
        m.cookies_item1,
        m.cookies_item2,
        m.cookies_item3,
        m.cookies_idpFlow,
        m.cookies_idpLink,
        m.cookies_item4,
      ],
    },
    { id: 'sharing', title: m.sharing_title, paragraphs: [m.sharing_p1] },
    { id: 'retention', title: m.retention_title, paragraphs: [m.retention_p1] },
    { id: 'rights', title: m.rights_title, paragraphs: [m.rights_p1] },
    { id: 'security', title: m.security_title, paragraphs: [m.security_p1] },
    { id: 'contact', title: m.contact_title, paragraphs: [m.contact_p1] },
  ],
};
