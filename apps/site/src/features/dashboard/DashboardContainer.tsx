import { useMyProgress, useMyStats, useTests } from '@elearning/api-client';
import { DashboardPage } from '@elearning/ui';
import { useMemo } from 'react';
import { useLearnerUrls } from '../../lib/addresses';
import { useAuth } from '../../lib/auth';
import { usePreferences } from '../../lib/preferences';
import { statusOf } from '../../lib/queryStatus';
import { dashboardArticles, dashboardOpenAttempts, dashboardTests, isReturning } from './content';

/** The learner's home: their real figures and tests from the server, and the site's articles. */
export function DashboardContainer() {
  const learnerUrls = useLearnerUrls();
  const { user } = useAuth();
  const { locale } = usePreferences();
  // While the session loads the page shows its loading state in the frame; the data is asked for after.
  const enabled = user !== null;
  const stats = useMyStats({ enabled });
  const tests = useTests({ enabled });
  const progress = useMyProgress({ enabled });
  const articles = useMemo(() => dashboardArticles(locale), [locale]);
  return (
    <DashboardPage
      user={user ?? undefined}
      returning={isReturning(stats.data)}
      openAttempts={dashboardOpenAttempts(tests.data)}
      status={statusOf(stats)}
      stats={stats.data}
      onRetry={() => void stats.mutate()}
      articles={articles}
      tests={dashboardTests(tests.data)}
      testsStatus={statusOf(tests)}
      onRetryTests={() => void tests.mutate()}
      progress={{
        status: statusOf(progress),
        progress: progress.data,
        onRetry: () => void progress.mutate(),
      }}
      urls={learnerUrls}
    />
  );
}
