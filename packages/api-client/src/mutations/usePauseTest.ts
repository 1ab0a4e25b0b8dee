import type { ScopedMutator } from 'swr';
import type { TimedSessionArgs } from './args';
import type { PauseResult } from '../types';
import { revalidate } from '../swr/cache';
import { useApiMutation } from '../swr/useApiMutation';
import { pauseTest } from '../fetchers/testTaking';

// The answer does not name the test, so every test's figures and open-session lookup are refreshed.
const paused = (mutate: ScopedMutator) => revalidate(mutate, ['tests'], ['test-sessions', 'abandoned']);

/** Stops the clock; the answer carries the time the server kept. */
export function usePauseTest(): (args: TimedSessionArgs) => Promise<PauseResult> {
  return useApiMutation(pauseTest, paused);
}
