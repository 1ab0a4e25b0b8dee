import { ProgressContainer } from '../features/progress/ProgressContainer';

export function Component() {
  return <ProgressContainer />;
}
