import { PracticeLabContainer } from '../features/labs/PracticeLabContainer';

export function Component() {
  return <PracticeLabContainer />;
}
