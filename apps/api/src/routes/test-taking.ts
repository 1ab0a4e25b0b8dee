import { sessionToken } from '../http/hooks';
import type { Router } from '../http/routing';
import { envelope } from '../http/views';
import { getQuestion, saveAnswer, setFlag } from '../services/answers';
import {
  findOpenAttempt,
  pauseAttempt,
  resumeAttempt,
  startAttempt,
  submitAttempt,
} from '../services/attempts';

export function testTakingRoutes(router: Router): void {
  router.route('startTest', async ({ ctx, body, requireAuth }) =>
    envelope(await startAttempt(ctx, requireAuth().user.id, body.testId)),
  );

  router.route('resumeTest', async ({ ctx, params, requireAuth }) =>
    envelope(await resumeAttempt(ctx, requireAuth().user.id, params.sessionId), 'Test resumed'),
  );

  router.route('getQuestion', async ({ ctx, params, requireAuth }) =>
    envelope(await getQuestion(ctx, requireAuth().user.id, params.sessionId, params.n)),
  );

  // One statement checks the session, the attempt and the answer and writes it (services/answers.ts).
  router.route(
    'submitAnswer',
    async ({ ctx, params, body, request }) =>
      envelope(await saveAnswer(ctx, { sessionToken: sessionToken(request) ?? '' }, params.sessionId, body)),
    { sessionInHandler: true },
  );

  router.route('flagQuestion', async ({ ctx, params, body, requireAuth }) =>
    envelope(await setFlag(ctx, requireAuth().user.id, params.sessionId, params.questionId, body.flagged)),
  );

  router.route('pauseTest', async ({ ctx, params, body, requireAuth }) =>
    envelope(
      await pauseAttempt(ctx, requireAuth().user.id, params.sessionId, body.remainingTime),
      'Test paused successfully',
    ),
  );

  router.route('submitTest', async ({ ctx, params, body, requireAuth }) =>
    envelope(
      await submitAttempt(ctx, requireAuth().user.id, params.sessionId, body.remainingTime),
      'Test submitted',
    ),
  );

  router.route('getAbandonedTest', async ({ ctx, query, requireAuth }) =>
    envelope(await findOpenAttempt(ctx, requireAuth().user.id, query.testId)),
  );
}
