import { useParams, useSearchParams } from 'react-router-dom';
import { TestPageContainer } from '../features/exam/containers/TestPageContainer';
import { parseId } from '../features/exam/lib/deepLink';

export function Component() {
  const { id } = useParams();
  const [search] = useSearchParams();
  return <TestPageContainer testId={parseId(id)} sample={search.get('sample') === '1'} />;
}
