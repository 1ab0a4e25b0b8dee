import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  eyebrow: { id: 'ui.AboutPage.eyebrow', defaultMessage: 'About us' },
  title: { id: 'ui.AboutPage.title', defaultMessage: 'Helping developers master event streaming' },
  lead: {
    id: 'ui.AboutPage.lead',
    defaultMessage:
      'We teach Apache Kafka the way it is used at work: with the commands you will type, clear explanations and practice that prepares you for certification.',
  },
  storyTitle: { id: 'ui.AboutPage.storyTitle', defaultMessage: 'Our story' },
  storyText1: {
    id: 'ui.AboutPage.storyText1',
    defaultMessage:
      'Kafka powers the data pipelines of thousands of companies, yet learning it well is still hard: the concepts are abstract and the documentation assumes you already know them.',
  },
  storyText2: {
    id: 'ui.AboutPage.storyText2',
    defaultMessage:
      'We built Kafka Learning to close that gap, with visual lessons, guided labs and practice tests written by engineers who run Kafka in production.',
  },
  scaleLabel: { id: 'ui.AboutPage.scaleLabel', defaultMessage: 'messages per second' },
  scaleText: {
    id: 'ui.AboutPage.scaleText',
    defaultMessage: 'The kind of throughput our learners design for, from their first lab onwards.',
  },
  valuesTitle: { id: 'ui.AboutPage.valuesTitle', defaultMessage: 'Our values' },
  valuesLead: {
    id: 'ui.AboutPage.valuesLead',
    defaultMessage: 'What guides every course, lab and test we publish.',
  },
  handsOnTitle: { id: 'ui.AboutPage.handsOnTitle', defaultMessage: 'Hands-on Learning' },
  handsOnText: {
    id: 'ui.AboutPage.handsOnText',
    defaultMessage: 'You learn Kafka by running it: every lesson ends at the console.',
  },
  expertTitle: { id: 'ui.AboutPage.expertTitle', defaultMessage: 'Expert-led Content' },
  expertText: {
    id: 'ui.AboutPage.expertText',
    defaultMessage: 'Courses are written and reviewed by engineers with years of Kafka in production.',
  },
  communityTitle: { id: 'ui.AboutPage.communityTitle', defaultMessage: 'Global Community' },
  communityText: {
    id: 'ui.AboutPage.communityText',
    defaultMessage: 'Learners from around the world share questions, answers and patterns.',
  },
  careerTitle: { id: 'ui.AboutPage.careerTitle', defaultMessage: 'Career Growth' },
  careerText: {
    id: 'ui.AboutPage.careerText',
    defaultMessage:
      'Practice tests in the format of the certification exams, so you sit the real one prepared.',
  },
  teamTitle: { id: 'ui.AboutPage.teamTitle', defaultMessage: 'Meet the team' },
  teamLead: {
    id: 'ui.AboutPage.teamLead',
    defaultMessage: 'The people who write the courses and answer your questions.',
  },
  missionTitle: { id: 'ui.AboutPage.missionTitle', defaultMessage: 'Our mission' },
  missionText: {
    id: 'ui.AboutPage.missionText',
    defaultMessage:
      'To make every developer confident with event streaming, whatever their starting point, by pairing clear explanations with hands-on practice.',
  },
  joinMission: { id: 'ui.AboutPage.joinMission', defaultMessage: 'Join Our Mission' },
  role1: { id: 'ui.AboutPage.role1', defaultMessage: 'Founder & Lead Instructor' },
  experience1: { id: 'ui.AboutPage.experience1', defaultMessage: '12 years building streaming platforms' },
  role2: { id: 'ui.AboutPage.role2', defaultMessage: 'Head of Curriculum' },
  experience2: { id: 'ui.AboutPage.experience2', defaultMessage: '10 years teaching distributed systems' },
  role3: { id: 'ui.AboutPage.role3', defaultMessage: 'Senior Kafka Engineer' },
  experience3: { id: 'ui.AboutPage.experience3', defaultMessage: '8 years running Kafka in production' },
  role4: { id: 'ui.AboutPage.role4', defaultMessage: 'Community Manager' },
  experience4: { id: 'ui.AboutPage.experience4', defaultMessage: '6 years growing developer communities' },
});

export const foundedMessage = defineMessage<{ year: string }>({
  id: 'ui.AboutPage.founded',
  defaultMessage: 'Founded in {year}',
});
