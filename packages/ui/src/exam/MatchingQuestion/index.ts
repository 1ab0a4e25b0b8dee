export { MatchingQuestion, type MatchingQuestionProps } from './MatchingQuestion';
