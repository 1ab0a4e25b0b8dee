// Plain fetchers of the test-taking calls: (client, args) → the unwrapped data, rejecting with an ApiError.
// The hooks and mutations use these; a caller outside React (the site's exam engine) uses them directly.
import type { ApiClient } from '../client/createApiClient';
import { unwrapData } from '../client/unwrap';
import type {
  CheckAnswerArgs,
  FlagQuestionArgs,
  RecordQuestionTimeArgs,
  SavePositionArgs,
  SessionArgs,
  StartPracticeSetArgs,
  StartTestArgs,
  SubmitAnswerArgs,
  TimedSessionArgs,
} from '../mutations/args';

/** The user's open (in progress or paused) session of a test, or null when there is none. */
export const fetchAbandonedTest = (client: ApiClient, testId: number) =>
  unwrapData(client.GET('/test-taking/abandoned', { params: { query: { testId } } }));

/** Question `n` (1-based orderId) of a running session. */
export const fetchQuestion = (client: ApiClient, sessionId: number, n: number) =>
  unwrapData(client.GET('/test-taking/{sessionId}/question/{n}', { params: { path: { sessionId, n } } }));

/** One submitted attempt with its review. */
export const fetchTestResult = (client: ApiClient, historyId: number) =>
  unwrapData(client.GET('/tests/history/{historyId}', { params: { path: { historyId } } }));

export const startTest = (client: ApiClient, body: StartTestArgs) =>
  unwrapData(client.POST('/test-taking/start', { body }));

export const resumeTest = (client: ApiClient, { sessionId }: SessionArgs) =>
  unwrapData(client.POST('/test-taking/{sessionId}/resume', { params: { path: { sessionId } } }));

export const submitAnswer = (client: ApiClient, { sessionId, ...body }: SubmitAnswerArgs) =>
  unwrapData(client.POST('/test-taking/{sessionId}/answer', { params: { path: { sessionId } }, body }));

export const flagQuestion = (client: ApiClient, { sessionId, questionId, flagged }: FlagQuestionArgs) =>
  unwrapData(
    client.PUT('/test-taking/{sessionId}/questions/{questionId}/flag', {
      params: { path: { sessionId, questionId } },
      body: { flagged },
    }),
  );

export const savePosition = (client: ApiClient, { sessionId, questionNumber }: SavePositionArgs) =>
  unwrapData(
    client.PUT('/test-taking/{sessionId}/position', {
      params: { path: { sessionId } },
      body: { questionNumber },
    }),
  );

export const startPracticeSet = (client: ApiClient, { scope = 'test', ...set }: StartPracticeSetArgs) =>
  unwrapData(client.POST('/test-taking/practice-set', { body: { scope, ...set } }));

export const recordQuestionTime = (
  client: ApiClient,
  { sessionId, entries, keepalive = false }: RecordQuestionTimeArgs,
) =>
  unwrapData(
    client.POST('/test-taking/{sessionId}/time', {
      params: { path: { sessionId } },
      body: { entries },
      keepalive,
    }),
  );

export const abandonTest = (client: ApiClient, { sessionId }: SessionArgs) =>
  unwrapData(client.POST('/test-taking/{sessionId}/abandon', { params: { path: { sessionId } } }));

export const checkAnswer = (
  client: ApiClient,
  { sessionId, questionId, selectedChoiceIds }: CheckAnswerArgs,
) =>
  unwrapData(
    client.POST('/test-taking/{sessionId}/questions/{questionId}/check', {
      params: { path: { sessionId, questionId } },
      body: { selectedChoiceIds },
    }),
  );

export const pauseTest = (
  client: ApiClient,
  { sessionId, remainingTime, keepalive = false, questionTimes }: TimedSessionArgs,
) =>
  unwrapData(
    client.POST('/test-taking/{sessionId}/pause', {
      params: { path: { sessionId } },
      body: questionTimes?.length ? { remainingTime, questionTimes } : { remainingTime },
      keepalive,
    }),
  );

export const submitTest = (
  client: ApiClient,
  { sessionId, remainingTime, keepalive = false, questionTimes }: TimedSessionArgs,
) =>
  unwrapData(
    client.POST('/test-taking/{sessionId}/submit', {
      params: { path: { sessionId } },
      body: questionTimes?.length ? { remainingTime, questionTimes } : { remainingTime },
      keepalive,
    }),
  );
