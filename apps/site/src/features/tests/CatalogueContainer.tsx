import { useTests } from '@elearning/api-client';
import { TestCatalogue, type ExamTest, type TestCatalogueProps } from '@elearning/ui';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePathIn } from '../../lib/addresses';
import { useAuth } from '../../lib/auth';
import { useServerMessage } from '../../lib/errors';
import type { CatalogueState } from '../exam/containers/TestPageContainer';
import { catalogueQuery, parseCatalogueQuery, type CatalogueView } from './catalogueQuery';
import { PurchaseContainer } from './PurchaseContainer';

/**
 * /tests: the catalogue with its search, filters and layout kept in the URL query (a reload, a shared link or
 * Back shows the same view), the login prompt on 401,
 * and the purchase modal for a locked premium test (also when /tests/{id} sent the learner back here).
 */
export function CatalogueContainer() {
  const loginHref = usePathIn()(paths.login);
  const serverMessage = useServerMessage();
  // Asked once the session is known (the page shows its loading state in the frame until then).
  const tests = useTests({ enabled: useAuth().user !== null });
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseCatalogueQuery(params), [params]);
  // The view asked for last, ahead of the address until the page renders it: two changes in one tick (text
  // typed and a button pressed before the app ran, given back together) both stay. Taken from the address only
  // when the address changes: the router renders a new address in a transition, and a render of the old one
  // meanwhile (hydration's, or a data update's) must not bring back the view just replaced.
  const latest = useRef(view);
  useLayoutEffect(() => {
    latest.current = view;
  }, [view]);
  // Typing in the search replaces the entry instead of adding one history step per keystroke.
  const showView = (change: (current: CatalogueView) => CatalogueView) => {
    latest.current = change(latest.current);
    setParams(catalogueQuery(latest.current, params), { replace: true });
  };
  const handedOver = (location.state as CatalogueState | null)?.purchaseTestId ?? null;
  const [purchaseId, setPurchaseId] = useState<number | null>(handedOver);

  const status: TestCatalogueProps['status'] = tests.data
    ? 'success'
    : tests.error?.status === 401
      ? 'unauthenticated'
      : tests.error
        ? 'error'
        : 'loading';
  const purchaseTest = tests.data?.find((t) => t.id === purchaseId && !t.hasAccess && !t.isFree) ?? null;

  const closePurchase = () => {
    setPurchaseId(null);
    // The hand-over is used once: a reload or Back must not open the modal again.
    if (handedOver !== null) void navigate({ search: location.search }, { replace: true, state: null });
  };

  return (
    <>
      <TestCatalogue
        tests={tests.data ?? []}
        status={status}
        errorMessage={serverMessage(tests.error)}
        onRetry={() => void tests.mutate()}
        onOpen={(test: ExamTest) => void navigate(paths.test(test.id))}
        onUnlock={(test: ExamTest) => setPurchaseId(test.id)}
        loginHref={loginHref}
        layout={view.layout}
        onLayoutChange={(layout) => showView((current) => ({ ...current, layout }))}
        filters={view.filters}
        onFiltersChange={(filters) => showView((current) => ({ ...current, filters }))}
      />
      <PurchaseContainer test={purchaseTest} onClose={closePurchase} />
    </>
  );
}
