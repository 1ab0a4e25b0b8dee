import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  tagline: {
    id: 'ui.Footer.tagline',
    defaultMessage:
      'Learn Apache Kafka with interactive courses, hands-on labs and certification practice tests.',
  },
  product: { id: 'ui.Footer.product', defaultMessage: 'Product' },
  courses: { id: 'ui.Footer.courses', defaultMessage: 'Courses' },
  practiceLabs: { id: 'ui.Footer.practiceLabs', defaultMessage: 'Practice Labs' },
  pricing: { id: 'ui.Footer.pricing', defaultMessage: 'Pricing' },
  company: { id: 'ui.Footer.company', defaultMessage: 'Company' },
  about: { id: 'ui.Footer.about', defaultMessage: 'About' },
  contact: { id: 'ui.Footer.contact', defaultMessage: 'Contact' },
  careers: { id: 'ui.Footer.careers', defaultMessage: 'Careers' },
  blog: { id: 'ui.Footer.blog', defaultMessage: 'Blog' },
  support: { id: 'ui.Footer.support', defaultMessage: 'Support' },
  helpCenter: { id: 'ui.Footer.helpCenter', defaultMessage: 'Help Center' },
  documentation: { id: 'ui.Footer.documentation', defaultMessage: 'Documentation' },
  community: { id: 'ui.Footer.community', defaultMessage: 'Community' },
  status: { id: 'ui.Footer.status', defaultMessage: 'Status' },
  soon: { id: 'ui.Footer.soon', defaultMessage: 'Soon' },
  soonLong: { id: 'ui.Footer.soonLong', defaultMessage: 'Coming soon' },
  social: { id: 'ui.Footer.social', defaultMessage: 'Social media' },
  legal: { id: 'ui.Footer.legal', defaultMessage: 'Legal' },
  privacy: { id: 'ui.Footer.privacy', defaultMessage: 'Privacy Policy' },
  terms: { id: 'ui.Footer.terms', defaultMessage: 'Terms of Service' },
  cookies: { id: 'ui.Footer.cookies', defaultMessage: 'Cookie Policy' },
  copyright: { id: 'ui.Footer.copyright', defaultMessage: '© 2025 Kafka Learning. All rights reserved.' },
});

export const socialSoonMessage = defineMessage<{ network: string }>({
  id: 'ui.Footer.socialSoon',
  defaultMessage: '{network} (coming soon)',
});
