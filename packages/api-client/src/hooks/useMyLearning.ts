import type { LearningProgress } from '../types';
import { unwrapData } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryOptions, type QueryResult } from '../swr/useApiQuery';

/** Articles read, knowledge checks passed and lab steps done by the signed-in learner (GET /users/me/learning). */
export function useMyLearning({ enabled = true }: QueryOptions = {}): QueryResult<LearningProgress> {
  const client = useApiClient();
  return useApiQuery(
    enabled ? { key: keys.myLearning(), fetch: () => unwrapData(client.GET('/users/me/learning')) } : null,
  );
}
