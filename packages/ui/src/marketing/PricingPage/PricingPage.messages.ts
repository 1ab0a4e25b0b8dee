import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const messages = defineMessages({
  eyebrow: { id: 'ui.PricingPage.eyebrow', defaultMessage: 'Pricing' },
  title: { id: 'ui.PricingPage.title', defaultMessage: 'Simple pricing for every learner' },
  lead: {
    id: 'ui.PricingPage.lead',
    defaultMessage:
      'Start free, then choose the plan that fits you or your team. Change or cancel at any time.',
  },
  mostPopular: { id: 'ui.PricingPage.mostPopular', defaultMessage: 'Most popular' },
  freeForever: { id: 'ui.PricingPage.freeForever', defaultMessage: 'Free forever' },
  perUserMonth: { id: 'ui.PricingPage.perUserMonth', defaultMessage: 'per user / month' },
  featuresLabel: { id: 'ui.PricingPage.featuresLabel', defaultMessage: 'Included' },
  individualName: { id: 'ui.PricingPage.individualName', defaultMessage: 'Individual' },
  individualText: {
    id: 'ui.PricingPage.individualText',
    defaultMessage: 'For curious developers getting started.',
  },
  individualCta: { id: 'ui.PricingPage.individualCta', defaultMessage: 'Get Started' },
  individual1: { id: 'ui.PricingPage.individual1', defaultMessage: 'Beginner articles and courses' },
  individual2: { id: 'ui.PricingPage.individual2', defaultMessage: 'Guided practice labs' },
  individual3: { id: 'ui.PricingPage.individual3', defaultMessage: 'Community support' },
  teamName: { id: 'ui.PricingPage.teamName', defaultMessage: 'Team' },
  teamText: { id: 'ui.PricingPage.teamText', defaultMessage: 'For teams building on Kafka together.' },
  teamCta: { id: 'ui.PricingPage.teamCta', defaultMessage: 'Start Free Trial' },
  team1: { id: 'ui.PricingPage.team1', defaultMessage: 'Everything in Individual' },
  team2: { id: 'ui.PricingPage.team2', defaultMessage: 'All courses and articles' },
  team3: { id: 'ui.PricingPage.team3', defaultMessage: 'Unlimited practice tests with explanations' },
  team4: { id: 'ui.PricingPage.team4', defaultMessage: 'Progress tracking for the whole team' },
  enterpriseName: { id: 'ui.PricingPage.enterpriseName', defaultMessage: 'Enterprise' },
  enterpriseText: {
    id: 'ui.PricingPage.enterpriseText',
    defaultMessage: 'For organisations certifying their engineers at scale.',
  },
  enterpriseCta: { id: 'ui.PricingPage.enterpriseCta', defaultMessage: 'Start Free Trial' },
  enterprise1: { id: 'ui.PricingPage.enterprise1', defaultMessage: 'Everything in Team' },
  enterprise2: { id: 'ui.PricingPage.enterprise2', defaultMessage: 'Certification preparation paths' },
  enterprise3: { id: 'ui.PricingPage.enterprise3', defaultMessage: 'Dedicated account manager' },
  enterprise4: { id: 'ui.PricingPage.enterprise4', defaultMessage: 'Priority support, 24/7' },
});

export const trialMessage = defineMessage<{ days: number }>({
  id: 'ui.PricingPage.trial',
  defaultMessage: 'All plans include a {days, number}-day free trial. No credit card required.',
});

export const contactMessage = defineMessage<{ link: MessageTag }>({
  id: 'ui.PricingPage.contact',
  defaultMessage: 'Questions about plans or volume pricing? <link>Contact us</link>',
});
