import type { ScopedMutator } from 'swr';
import type { TimedSessionArgs } from './args';
import type { TestResult } from '../types';
import { unwrapData } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { store } from '../swr/cache';
import { keys } from '../swr/keys';
import { useApiMutation } from '../swr/useApiMutation';
import { revalidateAttemptState } from './sessionScope';

const submitTest = (client: ApiClient, { sessionId, remainingTime, keepalive = false }: TimedSessionArgs) =>
  unwrapData(
    client.POST('/test-taking/{sessionId}/submit', {
      params: { path: { sessionId } },
      body: { remainingTime },
      keepalive,
    }),
  );

async function submitted(mutate: ScopedMutator, result: TestResult) {
  await store(mutate, keys.testResult(result.historyId), result);
  // ['tests'] covers the catalogue, this test and its history.
  revalidateAttemptState(mutate, result.testId);
}

/** Ends the attempt and answers the scored result (idempotent: a second submit answers the same result). */
export function useSubmitTest(): (args: TimedSessionArgs) => Promise<TestResult> {
  return useApiMutation(submitTest, submitted);
}
