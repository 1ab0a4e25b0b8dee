// The custom practice set form, in a chunk of its own (see onDemand.tsx).
export { PracticeSetForm } from '@elearning/ui';
