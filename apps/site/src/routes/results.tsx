import { useParams } from 'react-router-dom';
import { parseId } from '../features/exam/lib/deepLink';
import { ResultsContainer } from '../features/results/ResultsContainer';

export function Component() {
  const { historyId } = useParams();
  return <ResultsContainer historyId={parseId(historyId)} />;
}
