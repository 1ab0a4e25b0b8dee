export { ExamErrorCard, type ExamErrorCardProps, type ExamErrorReason } from './ExamErrorCard';
