import { useTest } from '@elearning/api-client';
import { ExamErrorCard, LoadingSpinner } from '@elearning/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePathIn } from '../../../lib/addresses';
import { decideTestPage } from '../lib/deepLink';
import { ExamScreen } from './ExamScreen';

/** What /tests hands a catalogue it is sent back to: the paid test whose purchase modal to open. */
export interface CatalogueState {
  purchaseTestId?: number;
}

export interface TestPageContainerProps {
  /** The test id from the URL; null when it is not one. */
  testId: number | null;
  /** `?sample=1`: a paid test without access opens its free 5-question sample instead of the purchase. */
  sample?: boolean;
}

/**
 * /tests/{id} as a deep link (spec decision 7): an unknown id says the test does not exist, with the way to the
 * catalogue (spec decision 83: it used to send there silently); a paid test without access goes to the catalogue
 * with its purchase modal open; otherwise the test's page.
 */
export function TestPageContainer({ testId, sample = false }: TestPageContainerProps) {
  const loginHref = usePathIn()(paths.login);
  const navigate = useNavigate();
  const query = useTest(testId ?? undefined);
  const decided = decideTestPage(testId, query);
  const sampled = sample && decided.kind === 'locked' && query.data?.id === testId;
  const decision = sampled ? { kind: 'loading' as const } : decided;

  const { kind } = decision;
  const lockedId = decision.kind === 'locked' ? decision.testId : null;
  useEffect(() => {
    if (lockedId !== null) {
      const state: CatalogueState = { purchaseTestId: lockedId };
      void navigate(paths.tests, { replace: true, state });
    }
  }, [kind, lockedId, navigate]);

  if (sampled && query.data) return <ExamScreen key={`sample-${query.data.id}`} test={query.data} sample />;
  switch (decision.kind) {
    case 'ready':
      return <ExamScreen key={decision.test.id} test={decision.test} />;
    case 'notFound':
      return <ExamErrorCard reason="testNotFound" loginHref={loginHref} testsHref={paths.tests} />;
    case 'unauthenticated':
      return <ExamErrorCard reason="authRequired" loginHref={loginHref} />;
    case 'error':
      return <ExamErrorCard loginHref={loginHref} reason="loadTest" onRetry={() => void query.mutate()} />;
    default:
      return <LoadingSpinner variant="page" />;
  }
}
