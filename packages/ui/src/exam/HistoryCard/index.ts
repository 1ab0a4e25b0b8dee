export { HistoryCard, type HistoryCardProps } from './HistoryCard';
