import type { MessageDescriptor } from 'react-intl';
import { messages } from './PricingPage.messages';

/** A plan as the pricing page lays it out. */
export interface Plan {
  id: 'individual' | 'team' | 'enterprise';
  name: MessageDescriptor;
  description: MessageDescriptor;
  /** Monthly price per user, in the page's currency; 0 is free. */
  price: number;
  cta: MessageDescriptor;
  features: MessageDescriptor[];
  popular?: boolean;
}

export const plans: Plan[] = [
  {
    id: 'individual',
    name: messages.individualName,
    description: messages.individualText,
    price: 0,
    cta: messages.individualCta,
    features: [messages.individual1, messages.individual2, messages.individual3],
  },
  {
    id: 'team',
    name: messages.teamName,
    description: messages.teamText,
    price: 29,
    cta: messages.teamCta,
    features: [messages.team1, messages.team2, messages.team3, messages.team4],
    popular: true,
  },
  {
    id: 'enterprise',
    name: messages.enterpriseName,
    description: messages.enterpriseText,
    price: 99,
    cta: messages.enterpriseCta,
    features: [messages.enterprise1, messages.enterprise2, messages.enterprise3, messages.enterprise4],
  },
];
