export { ResultReview, type ResultReviewProps } from './ResultReview';
