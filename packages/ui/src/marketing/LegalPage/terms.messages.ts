import { defineMessages } from 'react-intl';
import type { LegalDocument } from './legalDocument';

const m = defineMessages({
  title: { id: 'ui.LegalPage.terms.title', defaultMessage: 'Terms of Service' },
  lead: {
    id: 'ui.LegalPage.terms.lead',
    defaultMessage:
      'The rules for using Kafka Learning: your account, what is free, what you can buy and how payments work.',
  },
  service_title: { id: 'ui.LegalPage.terms.service.title', defaultMessage: 'The service' },
  service_p1: {
    id: 'ui.LegalPage.terms.service.p1',
    defaultMessage:
      'Kafka Learning helps you learn Apache Kafka and prepare for its certifications with articles, guided practice labs (step-by-step simulations in your browser) and timed practice tests with explanations, in English and French.',
  },
  service_p2: {
    id: 'ui.LegalPage.terms.service.p2',
    defaultMessage:
      'Apache Kafka is a trademark of the Apache Software Foundation. Kafka Learning is not affiliated with it, and our practice questions are not the official exam questions: passing them does not guarantee passing a certification exam.',
  },
  account_title: { id: 'ui.LegalPage.terms.account.title', defaultMessage: 'Your account' },
  account_p1: {
    id: 'ui.LegalPage.terms.account.p1',
    defaultMessage:
      'You need an account to take practice tests. Give your real name and an email address you control: we confirm it with a code before the account opens.',
  },
  account_p2: {
    id: 'ui.LegalPage.terms.account.p2',
    defaultMessage:
      'An account is for one person. Keep your password to yourself; you are responsible for what is done with your account. Tell us at once if you think someone else is using it.',
  },
  access_title: { id: 'ui.LegalPage.terms.access.title', defaultMessage: 'Free and paid access' },
  access_p1: {
    id: 'ui.LegalPage.terms.access.p1',
    defaultMessage:
      'Some practice tests are free. The others are sold one by one: a purchase opens that test for six months. The Premium subscription opens every paid test; it renews every month until you cancel it, and after a cancellation it stays open until the end of the month paid. Every payment gets a receipt. The current prices are on the <pricing>pricing page</pricing>.',
  },
  payments_title: { id: 'ui.LegalPage.terms.payments.title', defaultMessage: 'Payments' },
  payments_p1: {
    id: 'ui.LegalPage.terms.payments.p1',
    defaultMessage:
      'Payments go through PayPal, by PayPal balance or card. We never see or keep your card details. Prices are shown in US dollars before you pay, and access opens as soon as PayPal confirms the payment.',
  },
  payments_p2: {
    id: 'ui.LegalPage.terms.payments.p2',
    defaultMessage:
      'If you were charged but access did not open, or a purchase did not give you what it promised, write to us within 14 days: we will open the access or refund you.',
  },
  fairUse_title: { id: 'ui.LegalPage.terms.fairUse.title', defaultMessage: 'Fair use' },
  fairUse_p1: {
    id: 'ui.LegalPage.terms.fairUse.p1',
    defaultMessage:
      'Do not share your account, copy or republish the questions and explanations, or try to get into parts of the service that are not yours or to overload it. We may suspend an account that does, after telling you why.',
  },
  changes_title: { id: 'ui.LegalPage.terms.changes.title', defaultMessage: 'Availability and changes' },
  changes_p1: {
    id: 'ui.LegalPage.terms.changes.p1',
    defaultMessage:
      'We work to keep the service available but cannot promise it will never be interrupted. We may change these terms; before an important change applies we tell you by email.',
  },
  ending_title: { id: 'ui.LegalPage.terms.ending.title', defaultMessage: 'Ending' },
  ending_p1: {
    id: 'ui.LegalPage.terms.ending.p1',
    defaultMessage:
      'You can stop using the service at any time and ask us to delete your account, as the Privacy Policy explains. Access you have already paid for ends with the account.',
  },
  contact_title: { id: 'ui.LegalPage.terms.contact.title', defaultMessage: 'Contact' },
  contact_p1: {
    id: 'ui.LegalPage.terms.contact.p1',
    defaultMessage:
      'Questions about these terms: write to {email} or use the <contact>contact page</contact>.',
  },
});

/** The Terms of Service, section by section. */
export const terms: LegalDocument = {
  title: m.title,
  updatedOn: '2026-11-24',
  lead: m.lead,
  sections: [
    { id: 'service', title: m.service_title, paragraphs: [m.service_p1, m.service_p2] },
    { id: 'account', title: m.account_title, paragraphs: [m.account_p1, m.account_p2] },
    { id: 'access', title: m.access_title, paragraphs: [m.access_p1] },
    { id: 'payments', title: m.payments_title, paragraphs: [m.payments_p1, m.payments_p2] },
    { id: 'fairUse', title: m.fairUse_title, paragraphs: [m.fairUse_p1] },
    { id: 'changes', title: m.changes_title, paragraphs: [m.changes_p1] },
    { id: 'ending', title: m.ending_title, paragraphs: [m.ending_p1] },
    { id: 'contact', title: m.contact_title, paragraphs: [m.contact_p1] },
  ],
};
