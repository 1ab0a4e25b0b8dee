import { sessionToken } from '../http/hooks';
import type { Router } from '../http/routing';
import { envelope } from '../http/views';
import { getQuestion, saveAnswer, setFlag } from '../services/answers';
import { checkAnswer } from '../services/practice';
import { startPracticeSet } from '../services/practice-sets';
import {
  abandonAttempt,
  findOpenAttempt,
  recordQuestionTime,
  pauseAttempt,
  resumeAttempt,
  savePosition,
  startAttempt,
  submitAttempt,
} from '../services/attempts';
import { contentLanguage } from '../services/language';
import { LIMITS } from '../services/rate-limit';

export function testTakingRoutes(router: Router): void {
  router.route('startTest', async ({ ctx, body, requireAuth, request, reply }) =>
    envelope(
      await startAttempt(
        ctx,
        requireAuth().user.id,
        body.testId,
        contentLanguage(request, reply),
        body.mode ?? 'exam',
        body.sample === true,
      ),
    ),
  );

  router.route('startPracticeSet', async ({ ctx, body, requireAuth, request, reply }) => {
    const { user } = requireAuth();
    // Counted before any work, empty sets included: each draw reads the learner's history (spec decision 66).
    await ctx.limiter.consume(LIMITS.practiceSetsPerUser, String(user.id), ctx.clock.now());
    return envelope(await startPracticeSet(ctx, user.id, body, contentLanguage(request, reply)));
  });

  router.route('resumeTest', async ({ ctx, params, requireAuth, request, reply }) =>
    envelope(
      await resumeAttempt(ctx, requireAuth().user.id, params.sessionId, contentLanguage(request, reply)),
      'Test resumed',
    ),
  );

  router.route('getQuestion', async ({ ctx, params, requireAuth, request, reply }) =>
    envelope(
      await getQuestion(
        ctx,
        requireAuth().user.id,
        params.sessionId,
        params.n,
        contentLanguage(request, reply),
      ),
    ),
  );

  // One statement checks the session, the attempt and the answer and writes it (services/answers.ts).
  router.route(
    'submitAnswer',
    async ({ ctx, params, body, request }) =>
      envelope(await saveAnswer(ctx, { sessionToken: sessionToken(request) ?? '' }, params.sessionId, body)),
    { sessionInHandler: true },
  );

  router.route('savePosition', async ({ ctx, params, body, requireAuth }) =>
    envelope(await savePosition(ctx, requireAuth().user.id, params.sessionId, body.questionNumber)),
  );

  router.route('flagQuestion', async ({ ctx, params, body, requireAuth }) =>
    envelope(await setFlag(ctx, requireAuth().user.id, params.sessionId, params.questionId, body.flagged)),
  );

  router.route('checkAnswer', async ({ ctx, params, body, requireAuth, request, reply }) =>
    envelope(
      await checkAnswer(
        ctx,
        requireAuth().user.id,
        params.sessionId,
        params.questionId,
        body.selectedChoiceIds,
        contentLanguage(request, reply),
      ),
    ),
  );

  router.route('pauseTest', async ({ ctx, params, body, requireAuth }) =>
    envelope(
      await pauseAttempt(
        ctx,
        requireAuth().user.id,
        params.sessionId,
        body.remainingTime,
        body.questionTimes,
      ),
      'Test paused successfully',
    ),
  );

  router.route('submitTest', async ({ ctx, params, body, requireAuth, request, reply }) =>
    envelope(
      await submitAttempt(
        ctx,
        requireAuth().user.id,
        params.sessionId,
        body.remainingTime,
        contentLanguage(request, reply),
        body.questionTimes,
      ),
      'Test submitted',
    ),
  );

  router.route('recordQuestionTime', async ({ ctx, params, body, requireAuth }) =>
    envelope(await recordQuestionTime(ctx, requireAuth().user.id, params.sessionId, body.entries)),
  );

  router.route('abandonTest', async ({ ctx, params, requireAuth }) =>
    envelope(await abandonAttempt(ctx, requireAuth().user.id, params.sessionId), 'Test abandoned'),
  );

  router.route('getAbandonedTest', async ({ ctx, query, requireAuth }) =>
    envelope(await findOpenAttempt(ctx, requireAuth().user.id, query.testId)),
  );
}
