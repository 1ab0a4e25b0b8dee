import { unauthorized } from '../http/errors';
import type { Auth, Router } from '../http/routing';
import { envelope } from '../http/views';
import { getTest, listTests } from '../services/catalogue';
import { testHistory, testResult } from '../services/history';
import { contentLanguage } from '../services/language';
import { reportQuestion } from '../services/reports';

/** requireAuth defaults to true: anonymous callers must opt in to the public catalogue. */
function catalogueUser(auth: Auth | null, requireAuth: boolean | undefined): number | null {
  if (!auth && requireAuth !== false) throw unauthorized('Please log in to view tests');
  return auth?.user.id ?? null;
}

export function testsRoutes(router: Router): void {
  router.route('getTests', async ({ ctx, auth, query, request, reply }) =>
    envelope(
      await listTests(
        ctx,
        catalogueUser(auth, query.requireAuth),
        undefined,
        contentLanguage(request, reply),
      ),
    ),
  );

  router.route('getTest', async ({ ctx, auth, query, params, request, reply }) =>
    envelope(
      await getTest(ctx, catalogueUser(auth, query.requireAuth), params.id, contentLanguage(request, reply)),
    ),
  );

  router.route('getTestHistory', async ({ ctx, params, requireAuth }) =>
    envelope(await testHistory(ctx, requireAuth().user.id, params.id)),
  );

  router.route('getTestResult', async ({ ctx, params, requireAuth, request, reply }) =>
    envelope(await testResult(ctx, requireAuth().user.id, params.historyId, contentLanguage(request, reply))),
  );

  router.route('reportQuestion', async ({ ctx, params, body, requireAuth, request, reply }) =>
    envelope(
      await reportQuestion(
        ctx,
        requireAuth().user.id,
        params.historyId,
        params.questionId,
        body,
        contentLanguage(request, reply),
      ),
      'Report received',
    ),
  );
}
