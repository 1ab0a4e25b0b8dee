import type { StartTestArgs } from './args';
import type { TestSession } from '../types';
import { useApiMutation } from '../swr/useApiMutation';
import { sessionOpened } from './sessionCache';
import { startTest } from '../fetchers/testTaking';

/** Starts a fresh attempt (an open one for the same test is discarded by the server). */
export function useStartTest(): (args: StartTestArgs) => Promise<TestSession> {
  return useApiMutation(startTest, sessionOpened);
}
