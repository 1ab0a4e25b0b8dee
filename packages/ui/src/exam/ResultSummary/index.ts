export { ResultSummary, type ResultAction, type ResultSummaryProps } from './ResultSummary';
