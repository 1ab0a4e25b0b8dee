import { useMyProgress } from '@elearning/api-client';
import { ProgressPage } from '@elearning/ui';
import { progressUrls } from '../../config/paths';
import { useServerMessage } from '../../lib/errors';
import { statusOf } from '../../lib/queryStatus';

/** The learner's progress and readiness; a 401 is handled by the session (back to /login). */
export function ProgressContainer() {
  const serverMessage = useServerMessage();
  const progress = useMyProgress();
  return (
    <ProgressPage
      status={statusOf(progress)}
      progress={progress.data}
      errorMessage={serverMessage(progress.error)}
      onRetry={() => void progress.mutate()}
      urls={progressUrls}
    />
  );
}
