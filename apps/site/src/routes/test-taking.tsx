import { useParams } from 'react-router-dom';
import { TestPageContainer } from '../features/exam/containers/TestPageContainer';
import { parseId } from '../features/exam/lib/deepLink';

export function Component() {
  const { id } = useParams();
  return <TestPageContainer testId={parseId(id)} />;
}
