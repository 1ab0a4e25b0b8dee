import type { SessionArgs } from './args';
import type { TestSession } from '../types';
import { unwrapData } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { useApiMutation } from '../swr/useApiMutation';
import { sessionOpened } from './sessionCache';

const resumeTest = (client: ApiClient, { sessionId }: SessionArgs) =>
  unwrapData(client.POST('/test-taking/{sessionId}/resume', { params: { path: { sessionId } } }));

/** Restarts the clock of a paused session; a completed one rejects with status 409. */
export function useResumeTest(): (args: SessionArgs) => Promise<TestSession> {
  return useApiMutation(resumeTest, sessionOpened);
}
