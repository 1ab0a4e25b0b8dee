export { ErrorCard, type ErrorCardProps } from './ErrorCard';
