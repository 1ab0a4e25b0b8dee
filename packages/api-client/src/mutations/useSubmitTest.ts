import type { ScopedMutator } from 'swr';
import type { TimedSessionArgs } from './args';
import type { TestResult } from '../types';
import { store } from '../swr/cache';
import { keys } from '../swr/keys';
import { useApiMutation } from '../swr/useApiMutation';
import { revalidateAttemptState } from './sessionScope';
import { submitTest } from '../fetchers/testTaking';

async function submitted(mutate: ScopedMutator, result: TestResult) {
  await store(mutate, keys.testResult(result.historyId), result);
  // ['tests'] covers the catalogue, this test and its history.
  revalidateAttemptState(mutate, result.testId);
}

/** Ends the attempt and answers the scored result (idempotent: a second submit answers the same result). */
export function useSubmitTest(): (args: TimedSessionArgs) => Promise<TestResult> {
  return useApiMutation(submitTest, submitted);
}
