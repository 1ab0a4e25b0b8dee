import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  eyebrow: { id: 'ui.ContactPage.eyebrow', defaultMessage: 'Contact' },
  title: { id: 'ui.ContactPage.title', defaultMessage: 'Get in touch' },
  lead: {
    id: 'ui.ContactPage.lead',
    defaultMessage:
      'A question about an article, the lab, a test or your account? Write to us, we read every message.',
  },
  formTitle: { id: 'ui.ContactPage.formTitle', defaultMessage: 'Send us a message' },
  emailTitle: { id: 'ui.ContactPage.emailTitle', defaultMessage: 'Email support' },
  emailNote: { id: 'ui.ContactPage.emailNote', defaultMessage: 'We reply within 24 hours.' },
  faqTitle: { id: 'ui.ContactPage.faqTitle', defaultMessage: 'Quick questions' },
  faqDurationQ: {
    id: 'ui.ContactPage.faqDurationQ',
    defaultMessage: 'How long does a course take?',
  },
  faqDurationA: {
    id: 'ui.ContactPage.faqDurationA',
    defaultMessage:
      'A course is one or two short articles, each ending with a knowledge check; My Courses shows each course’s reading time, measured from its text.',
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
    defaultMessage:
      'Yes. Each step says what to do; you type the command, it is checked, and a hint helps after a mistake. The command itself is one click away.',
  },
  faqProgressQ: { id: 'ui.ContactPage.faqProgressQ', defaultMessage: 'Is my progress saved?' },
  faqProgressA: {
    id: 'ui.ContactPage.faqProgressA',
    defaultMessage:
      'Yes. The articles you read, the knowledge checks you pass, the lab steps you complete and your test results are stored with your account.',
  },
});
