import { defineMessages } from 'react-intl';

// Every sentence here must stay true of the product (claims.test.tsx, spec decision 59): what it offers,
// how its questions are made, and what happens to a report.
export const messages = defineMessages({
  eyebrow: { id: 'ui.AboutPage.eyebrow', defaultMessage: 'About us' },
  title: { id: 'ui.AboutPage.title', defaultMessage: 'Practice for Apache Kafka, in English and French' },
  lead: {
    id: 'ui.AboutPage.lead',
    defaultMessage:
      'Kafka Learning prepares developers for the Kafka developer certification: timed practice tests with explained answers, short articles and a typed lab.',
  },
  offerTitle: { id: 'ui.AboutPage.offerTitle', defaultMessage: 'What you find here' },
  offerLead: {
    id: 'ui.AboutPage.offerLead',
    defaultMessage:
      'The articles, the lab and the free practice tests are free with an account (anyone can read the start of an article); the other tests open with Premium or one by one.',
  },
  testsTitle: { id: 'ui.AboutPage.testsTitle', defaultMessage: 'Practice tests' },
  testsText: {
    id: 'ui.AboutPage.testsText',
    defaultMessage:
      'Timed, in the style of the CCDAK exam: pause and come back, then review every answer once you submit.',
  },
  articlesTitle: { id: 'ui.AboutPage.articlesTitle', defaultMessage: 'Articles' },
  articlesText: {
    id: 'ui.AboutPage.articlesText',
    defaultMessage: 'Short readings on the core ideas of Kafka, each ending with a knowledge check.',
  },
  labsTitle: { id: 'ui.AboutPage.labsTitle', defaultMessage: 'A typed lab' },
  labsText: {
    id: 'ui.AboutPage.labsText',
    defaultMessage:
      'You type each command in a simulated terminal in your browser; it is checked, with a hint after a mistake, and your progress is kept.',
  },
  progressTitle: { id: 'ui.AboutPage.progressTitle', defaultMessage: 'Your results' },
  progressText: {
    id: 'ui.AboutPage.progressText',
    defaultMessage: 'Your dashboard counts the tests you finished, the time spent and your average score.',
  },
  writingTitle: { id: 'ui.AboutPage.writingTitle', defaultMessage: 'How questions are written' },
  writingLead: {
    id: 'ui.AboutPage.writingLead',
    defaultMessage: 'A question is only as useful as its explanation, so every one comes with its reasons.',
  },
  domainTitle: { id: 'ui.AboutPage.domainTitle', defaultMessage: 'One exam domain each' },
  domainText: {
    id: 'ui.AboutPage.domainText',
    defaultMessage:
      'Producers, consumers, brokers, Kafka Streams, Kafka Connect or ksqlDB: your results give a score by domain, so you see where to study.',
  },
  explanationTitle: { id: 'ui.AboutPage.explanationTitle', defaultMessage: 'Explained answers' },
  explanationText: {
    id: 'ui.AboutPage.explanationText',
    defaultMessage:
      'Each explanation says why the right choices are right and why the tempting wrong ones are wrong.',
  },
  sourcesTitle: { id: 'ui.AboutPage.sourcesTitle', defaultMessage: 'Sources you can check' },
  sourcesText: {
    id: 'ui.AboutPage.sourcesText',
    defaultMessage:
      'Where the Kafka documentation or a KIP covers the point, the explanation links to it: read the source, not only our word.',
  },
  translationTitle: { id: 'ui.AboutPage.translationTitle', defaultMessage: 'Translated, not rewritten' },
  translationText: {
    id: 'ui.AboutPage.translationText',
    defaultMessage:
      'The French says what the English says and never changes an answer; a text not translated yet shows in English.',
  },
  reportTitle: { id: 'ui.AboutPage.reportTitle', defaultMessage: 'When a question is wrong' },
  reportLead: {
    id: 'ui.AboutPage.reportLead',
    defaultMessage: 'Learners are our last reviewers. This is what happens when you report a problem.',
  },
  reportWhereTitle: { id: 'ui.AboutPage.reportWhereTitle', defaultMessage: 'From the review' },
  reportWhereText: {
    id: 'ui.AboutPage.reportWhereText',
    defaultMessage:
      'Once a test is submitted, each question of its review has Report a problem. Not during the exam, where it could give answers away.',
  },
  reportWhatTitle: { id: 'ui.AboutPage.reportWhatTitle', defaultMessage: 'Say what is wrong' },
  reportWhatText: {
    id: 'ui.AboutPage.reportWhatText',
    defaultMessage:
      'A wrong answer, an unclear question, a typo or translation error, or outdated for current Kafka, with a comment if you like.',
  },
  reportKeptTitle: { id: 'ui.AboutPage.reportKeptTitle', defaultMessage: 'Kept with its context' },
  reportKeptText: {
    id: 'ui.AboutPage.reportKeptText',
    defaultMessage:
      'The report is stored with the question, your attempt and the language you read it in. The review marks it Reported; you can change it at any time.',
  },
  reportFixTitle: { id: 'ui.AboutPage.reportFixTitle', defaultMessage: 'Read and fixed' },
  reportFixText: {
    id: 'ui.AboutPage.reportFixText',
    defaultMessage:
      'The content team reads every report and corrects the question, its explanation or its translation.',
  },
  missionTitle: { id: 'ui.AboutPage.missionTitle', defaultMessage: 'Our mission' },
  missionText: {
    id: 'ui.AboutPage.missionText',
    defaultMessage:
      'To make every developer confident with event streaming, whatever their starting point, by pairing clear explanations with hands-on practice.',
  },
  joinMission: { id: 'ui.AboutPage.joinMission', defaultMessage: 'Join Our Mission' },
});
