import type { StartPracticeSetArgs } from './args';
import type { TestSession } from '../types';
import { useApiMutation } from '../swr/useApiMutation';
import { sessionOpened } from './sessionCache';
import { startPracticeSet } from '../fetchers/testTaking';

/** Starts a custom practice set the server draws (an open session of the same test is discarded). */
export function useStartPracticeSet(): (args: StartPracticeSetArgs) => Promise<TestSession> {
  return useApiMutation(startPracticeSet, sessionOpened);
}
