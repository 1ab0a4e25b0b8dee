import type { ScopedMutator } from 'swr';
import type { SessionArgs } from './args';
import { revalidate } from '../swr/cache';
import { useApiMutation } from '../swr/useApiMutation';
import { abandonTest } from '../fetchers/testTaking';

// The answer does not name the test: every test's state and open-session lookup are refreshed.
const abandoned = (mutate: ScopedMutator) => revalidate(mutate, ['tests'], ['test-sessions', 'abandoned']);

/** Throws an open attempt away (nothing of it stays in the history). */
export function useAbandonTest(): (args: SessionArgs) => Promise<{ id: number; abandoned: true }> {
  return useApiMutation(abandonTest, abandoned);
}
