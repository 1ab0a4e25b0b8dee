import { expect, it } from 'vitest';
import { BASE_URL, json } from '../../test/fakeFetch';
import { envelope, question, result as testResult } from '../../test/fixtures';
import { routes } from '../../test/renderWithApi';
import { createApiClient } from '../client/createApiClient';
import { isApiError } from '../client/ApiError';
import { fetchAbandonedTest, fetchQuestion, fetchTestResult, pauseTest } from './testTaking';

it('fetches without React: the unwrapped data of each call, on the contract paths', async () => {
  const fake = routes({
    'GET /test-taking/abandoned': envelope(null),
    'GET /test-taking/88/question/3': envelope(question),
    [`GET /tests/history/${testResult.historyId}`]: envelope(testResult),
    'POST /test-taking/88/pause': envelope({ remainingTime: 120 }),
  });
  const client = createApiClient({ baseUrl: BASE_URL, fetch: fake.fetch });
  expect(await fetchAbandonedTest(client, 2)).toBeNull();
  expect(await fetchQuestion(client, 88, 3)).toEqual(question);
  expect(await fetchTestResult(client, testResult.historyId)).toEqual(testResult);
  expect(await pauseTest(client, { sessionId: 88, remainingTime: 130 })).toEqual({ remainingTime: 120 });
  expect(fake.paths()).toEqual([
    '/test-taking/abandoned?testId=2',
    '/test-taking/88/question/3',
    `/tests/history/${testResult.historyId}`,
    '/test-taking/88/pause',
  ]);
});

it('rejects with the ApiError of a failed call (the caller decides what a failure means)', async () => {
  const fake = routes({
    'GET /test-taking/abandoned': () => json({ success: false, message: 'Down for maintenance' }, 503),
  });
  const client = createApiClient({ baseUrl: BASE_URL, fetch: fake.fetch });
  const error = await fetchAbandonedTest(client, 2).catch((e: unknown) => e);
  expect(isApiError(error) && error.status).toBe(503);
});
