import type { SessionArgs } from './args';
import type { TestSession } from '../types';
import { useApiMutation } from '../swr/useApiMutation';
import { sessionOpened } from './sessionCache';
import { resumeTest } from '../fetchers/testTaking';

/** Restarts the clock of a paused session; a completed one rejects with status 409. */
export function useResumeTest(): (args: SessionArgs) => Promise<TestSession> {
  return useApiMutation(resumeTest, sessionOpened);
}
