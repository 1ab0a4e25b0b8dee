export {
  PracticeSetForm,
  PRACTICE_SOURCES,
  type PracticeSetFormProps,
  type PracticeSetValues,
  type PracticeSource,
} from './PracticeSetForm';
