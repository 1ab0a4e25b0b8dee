import { useTestResult } from '@elearning/api-client';
import { ExamErrorCard, LoadingSpinner } from '@elearning/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePathIn } from '../../lib/addresses';
import type { StartRequest } from '../practice/studyLoop';
import { ResultDetails } from './ResultDetails';
import { useResultsTexts } from './texts';

export interface ResultsContainerProps {
  /** The attempt from the URL; null when the URL holds no valid id. */
  historyId: number | null;
}

/** /tests/results/{historyId}: one submitted attempt, its summary and its review. */
export function ResultsContainer({ historyId }: ResultsContainerProps) {
  const loginHref = usePathIn()(paths.login);
  const { data, error, mutate } = useTestResult(historyId ?? undefined);
  const texts = useResultsTexts();
  const navigate = useNavigate();
  // The test's page starts what was asked (router state, so a reload there does not start it again).
  const startOnTestPage = (testId: number, request: StartRequest) =>
    void navigate(paths.test(testId), { state: request });
  if (historyId === null || error?.status === 404) {
    return <ExamErrorCard loginHref={loginHref} reason="loadResults" message={texts.historyNotFound} />;
  }
  if (data) {
    return (
      <ResultDetails
        key={data.historyId}
        result={data}
        onRetake={() => startOnTestPage(data.testId, { retake: data.mode })}
        onPractise={(practiceSet) => {
          startOnTestPage(data.testId, { practiceSet });
          return Promise.resolve(null);
        }}
      />
    );
  }
  if (error) {
    return (
      <ExamErrorCard
        loginHref={loginHref}
        reason={error.status === 401 ? 'authRequired' : 'loadResults'}
        onRetry={() => void mutate()}
      />
    );
  }
  return <LoadingSpinner variant="page" />;
}
