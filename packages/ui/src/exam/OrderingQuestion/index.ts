export { OrderingQuestion, type OrderingQuestionProps } from './OrderingQuestion';
