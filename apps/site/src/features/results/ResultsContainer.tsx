import { useTestResult } from '@elearning/api-client';
import { ExamErrorCard, LoadingSpinner } from '@elearning/ui';
import { paths } from '../../config/paths';
import { ResultDetails } from './ResultDetails';
import { useResultsTexts } from './texts';

export interface ResultsContainerProps {
  /** The attempt from the URL; null when the URL holds no valid id. */
  historyId: number | null;
}

/** /tests/results/{historyId}: one submitted attempt, its summary and its review. */
export function ResultsContainer({ historyId }: ResultsContainerProps) {
  const { data, error, mutate } = useTestResult(historyId ?? undefined);
  const texts = useResultsTexts();
  if (historyId === null || error?.status === 404) {
    return <ExamErrorCard loginHref={paths.login} reason="loadResults" message={texts.historyNotFound} />;
  }
  if (data) return <ResultDetails key={data.historyId} result={data} />;
  if (error) {
    return (
      <ExamErrorCard
        loginHref={paths.login}
        reason={error.status === 401 ? 'authRequired' : 'loadResults'}
        onRetry={() => void mutate()}
      />
    );
  }
  return <LoadingSpinner variant="page" />;
}
