/**
 * `page`: a screen's only card, centred and narrow, with the page's h1 centred above its content (sign-in,
 * sign-up…). `section`: one titled part of a page (settings panels), h2 at the start with an optional aside.
 */
export const cardVariants = ['page', 'section'] as const;

export type CardVariant = (typeof cardVariants)[number];

export const cardPropDefs = {
  variant: { type: 'enum', values: cardVariants, default: 'section' },
} as const;

/** What each variant means, as data: the Radix card size, the gap between parts, the heading. */
export const cardVariantStyles = {
  page: {
    size: { initial: '3', sm: '4' },
    gap: '5',
    heading: { as: 'h1', size: '6' },
    maxWidth: '460px',
  },
  section: {
    size: { initial: '2', sm: '3' },
    gap: '4',
    heading: { as: 'h2', size: '4' },
    maxWidth: undefined,
  },
} as const satisfies Record<CardVariant, unknown>;
