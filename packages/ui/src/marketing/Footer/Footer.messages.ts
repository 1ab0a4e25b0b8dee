import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  tagline: {
    id: 'ui.Footer.tagline',
    defaultMessage: 'Learn Apache Kafka with free articles, typed labs and certification practice tests.',
  },
  product: { id: 'ui.Footer.product', defaultMessage: 'Product' },
  articles: { id: 'ui.Footer.articles', defaultMessage: 'Articles' },
  practiceLabs: { id: 'ui.Footer.practiceLabs', defaultMessage: 'Practice Labs' },
  pricing: { id: 'ui.Footer.pricing', defaultMessage: 'Pricing' },
  company: { id: 'ui.Footer.company', defaultMessage: 'Company' },
  about: { id: 'ui.Footer.about', defaultMessage: 'About' },
  contact: { id: 'ui.Footer.contact', defaultMessage: 'Contact' },
  social: { id: 'ui.Footer.social', defaultMessage: 'Social media' },
  legal: { id: 'ui.Footer.legal', defaultMessage: 'Legal' },
  privacy: { id: 'ui.Footer.privacy', defaultMessage: 'Privacy Policy' },
  terms: { id: 'ui.Footer.terms', defaultMessage: 'Terms of Service' },
  cookies: { id: 'ui.Footer.cookies', defaultMessage: 'Cookie Policy' },
});

export const copyrightMessage = defineMessage<{ year: string }>({
  id: 'ui.Footer.copyright',
  defaultMessage: '© {year} Kafka Learning. All rights reserved.',
});
