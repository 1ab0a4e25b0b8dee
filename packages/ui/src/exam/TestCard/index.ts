export { TestCard, type TestCardProps } from './TestCard';
