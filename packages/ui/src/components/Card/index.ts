export { Card, type CardRootProps } from './Card';
export type { CardHeaderProps } from './CardHeader';
export { cardPropDefs, cardVariants, type CardVariant } from './Card.props';
