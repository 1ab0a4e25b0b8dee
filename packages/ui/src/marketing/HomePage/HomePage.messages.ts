import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  eyebrow: { id: 'ui.HomePage.eyebrow', defaultMessage: 'Apache Kafka training and certification prep' },
  title: {
    id: 'ui.HomePage.title',
    defaultMessage: 'Master Apache Kafka, from your first topic to certification',
  },
  lead: {
    id: 'ui.HomePage.lead',
    defaultMessage:
      'Short articles with knowledge checks, practice tests with explained answers and a lab where you type the Kafka commands yourself, for beginners and experienced developers alike.',
  },
  getStarted: { id: 'ui.HomePage.getStarted', defaultMessage: 'Get Started' },
  viewCatalog: { id: 'ui.HomePage.viewCatalog', defaultMessage: 'Browse the Articles' },
  featuresTitle: { id: 'ui.HomePage.featuresTitle', defaultMessage: 'Everything you need to master Kafka' },
  featuresLead: {
    id: 'ui.HomePage.featuresLead',
    defaultMessage: 'Learn the concepts, check your understanding and practise in guided labs.',
  },
  coursesTitle: { id: 'ui.HomePage.coursesTitle', defaultMessage: 'Articles and Courses' },
  coursesText: {
    id: 'ui.HomePage.coursesText',
    defaultMessage:
      'Short readings on producers, brokers, partitions and consumers, grouped into courses that count what you have read.',
  },
  mcqTitle: { id: 'ui.HomePage.mcqTitle', defaultMessage: 'MCQ Questions' },
  mcqText: {
    id: 'ui.HomePage.mcqText',
    defaultMessage:
      'Multiple-choice questions with detailed explanations check your understanding as you go.',
  },
  certificationTitle: { id: 'ui.HomePage.certificationTitle', defaultMessage: 'Certification Prep' },
  certificationText: {
    id: 'ui.HomePage.certificationText',
    defaultMessage: 'Timed practice tests in the style of the real exam, with scores and explanations.',
  },
  labsTitle: { id: 'ui.HomePage.labsTitle', defaultMessage: 'Hands-on Labs' },
  labsText: {
    id: 'ui.HomePage.labsText',
    defaultMessage:
      'Type each Kafka command in a simulated terminal: it is checked, a hint helps after a mistake, and nothing needs installing.',
  },
  practiceTitle: { id: 'ui.HomePage.practiceTitle', defaultMessage: 'Learn by doing' },
  practiceLead: {
    id: 'ui.HomePage.practiceLead',
    defaultMessage:
      'The lab takes you from an empty KRaft cluster to a consumer group: type each command, see what a cluster would answer, and pick up where you stopped.',
  },
  practicePoint1: { id: 'ui.HomePage.practicePoint1', defaultMessage: 'Create topics and choose partitions' },
  practicePoint2: {
    id: 'ui.HomePage.practicePoint2',
    defaultMessage: 'Produce and consume your first messages',
  },
  practicePoint3: { id: 'ui.HomePage.practicePoint3', defaultMessage: 'Explore consumer groups and offsets' },
  consoleTitle: { id: 'ui.HomePage.consoleTitle', defaultMessage: 'Sample console' },
  ctaTitle: { id: 'ui.HomePage.ctaTitle', defaultMessage: 'Ready to start your Kafka journey?' },
  ctaLead: {
    id: 'ui.HomePage.ctaLead',
    defaultMessage: 'Create your free account and take your first lesson today.',
  },
});
