import { unauthorized } from '../http/errors';
import type { Auth, Router } from '../http/routing';
import { envelope } from '../http/views';
import { getTest, listTests } from '../services/catalogue';
import { testHistory, testResult } from '../services/history';

/** requireAuth defaults to true: anonymous callers must opt in to the public catalogue. */
function catalogueUser(auth: Auth | null, requireAuth: boolean | undefined): number | null {
  if (!auth && requireAuth !== false) throw unauthorized('Please log in to view tests');
  return auth?.user.id ?? null;
}

export function testsRoutes(router: Router): void {
  router.route('getTests', async ({ ctx, auth, query }) =>
    envelope(await listTests(ctx, catalogueUser(auth, query.requireAuth))),
  );

  router.route('getTest', async ({ ctx, auth, query, params }) =>
    envelope(await getTest(ctx, catalogueUser(auth, query.requireAuth), params.id)),
  );

  router.route('getTestHistory', async ({ ctx, params, requireAuth }) =>
    envelope(await testHistory(ctx, requireAuth().user.id, params.id)),
  );

  router.route('getTestResult', async ({ ctx, params, requireAuth }) =>
    envelope(await testResult(ctx, requireAuth().user.id, params.historyId)),
  );
}
