import type { StartTestArgs } from './args';
import type { TestSession } from '../types';
import { unwrapData } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { useApiMutation } from '../swr/useApiMutation';
import { sessionOpened } from './sessionCache';

const startTest = (client: ApiClient, body: StartTestArgs) =>
  unwrapData(client.POST('/test-taking/start', { body }));

/** Starts a fresh attempt (an open one for the same test is discarded by the server). */
export function useStartTest(): (args: StartTestArgs) => Promise<TestSession> {
  return useApiMutation(startTest, sessionOpened);
}
