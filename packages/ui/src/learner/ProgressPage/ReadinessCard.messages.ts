import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'ui.ReadinessCard.title', defaultMessage: 'Readiness' },
    notEnoughTitle: { id: 'ui.ReadinessCard.notEnoughTitle', defaultMessage: 'Not enough data yet' },
    weakestTitle: { id: 'ui.ReadinessCard.weakestTitle', defaultMessage: 'Weakest domains' },
  }),
  range: defineMessage<{ low: number; high: number }>({
    id: 'ui.ReadinessCard.range',
    defaultMessage: '{low}–{high}%',
  }),
  rangeLabel: defineMessage<{ low: number; high: number; passing: number }>({
    id: 'ui.ReadinessCard.rangeLabel',
    defaultMessage: 'Estimated exam score: {low}–{high}% (passing score {passing}%)',
  }),
  basis: defineMessage<{ count: number }>({
    id: 'ui.ReadinessCard.basis',
    defaultMessage: 'Based on your latest {count, plural, one {# answer} other {# answers}}.',
  }),
  notEnoughText: defineMessage<{ count: number; minimum: number }>({
    id: 'ui.ReadinessCard.notEnoughText',
    defaultMessage:
      '{count, plural, =0 {No answers yet} one {# answer so far} other {# answers so far}}; an estimate needs {minimum}. Answer more questions of this test.',
  }),
  weakestItem: defineMessage<{ accuracy: number; correct: number; answered: number }>({
    id: 'ui.ReadinessCard.weakestItem',
    defaultMessage: '{accuracy}% right ({correct} of {answered})',
  }),
  practise: defineMessage<{ domain: string }>({
    id: 'ui.ReadinessCard.practise',
    defaultMessage: 'Practise {domain}',
  }),
};
