import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  eyebrow: { id: 'ui.ContactPage.eyebrow', defaultMessage: 'Contact' },
  title: { id: 'ui.ContactPage.title', defaultMessage: 'Get in touch' },
  lead: {
    id: 'ui.ContactPage.lead',
    defaultMessage: 'A question about a course, a lab or your account? Write to us, we read every message.',
  },
  formTitle: { id: 'ui.ContactPage.formTitle', defaultMessage: 'Send us a message' },
  emailTitle: { id: 'ui.ContactPage.emailTitle', defaultMessage: 'Email support' },
  emailNote: { id: 'ui.ContactPage.emailNote', defaultMessage: 'We reply within 24 hours.' },
  phoneTitle: { id: 'ui.ContactPage.phoneTitle', defaultMessage: 'Phone' },
  phoneHours: { id: 'ui.ContactPage.phoneHours', defaultMessage: 'Mon-Fri, 9AM-6PM (UTC+1)' },
  faqTitle: { id: 'ui.ContactPage.faqTitle', defaultMessage: 'Quick questions' },
  faqDurationQ: {
    id: 'ui.ContactPage.faqDurationQ',
    defaultMessage: 'How long does the fundamentals course take?',
  },
  faqDurationA: {
    id: 'ui.ContactPage.faqDurationA',
    defaultMessage: 'Most learners complete the Kafka fundamentals course in 2-3 weeks.',
  },
  faqInstallQ: {
    id: 'ui.ContactPage.faqInstallQ',
    defaultMessage: 'Do I need to install anything for the labs?',
  },
  faqInstallA: {
    id: 'ui.ContactPage.faqInstallA',
    defaultMessage:
      'No. The labs are guided simulations that run in your browser: there is nothing to install.',
  },
  faqGuidedQ: { id: 'ui.ContactPage.faqGuidedQ', defaultMessage: 'Are the labs guided?' },
  faqGuidedA: {
    id: 'ui.ContactPage.faqGuidedA',
    defaultMessage: 'Yes. Each lab guides you step by step, with the commands to run and what to expect.',
  },
  faqProgressQ: { id: 'ui.ContactPage.faqProgressQ', defaultMessage: 'Is my progress saved?' },
  faqProgressA: {
    id: 'ui.ContactPage.faqProgressA',
    defaultMessage: 'Yes. Your progress, completion status and scores are saved in your profile.',
  },
});
