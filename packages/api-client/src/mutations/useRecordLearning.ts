import type { ScopedMutator } from 'swr';
import type { ArticleProgressEvent, LearningProgress } from '../types';
import { unwrapData } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { store } from '../swr/cache';
import { keys } from '../swr/keys';
import { useApiMutation } from '../swr/useApiMutation';

export interface RecordArticleProgressArgs {
  articleId: string;
  event: ArticleProgressEvent;
}

export interface RecordLabStepArgs {
  labId: string;
  stepId: string;
}

const recordArticle = (client: ApiClient, { articleId, event }: RecordArticleProgressArgs) =>
  unwrapData(
    client.PUT('/users/me/learning/articles/{articleId}', {
      params: { path: { articleId } },
      body: { event },
    }),
  );

const recordLabStep = (client: ApiClient, { labId, stepId }: RecordLabStepArgs) =>
  unwrapData(
    client.PUT('/users/me/learning/labs/{labId}/steps/{stepId}', { params: { path: { labId, stepId } } }),
  );

/** Every answer carries the whole progress: it replaces the cached one, so My Courses and the lab agree at once. */
const storeLearning = (mutate: ScopedMutator, progress: LearningProgress) =>
  store(mutate, keys.myLearning(), progress);

/** Records that an article was read to its end, or that its knowledge check was passed. */
export function useRecordArticleProgress(): (args: RecordArticleProgressArgs) => Promise<LearningProgress> {
  return useApiMutation(recordArticle, storeLearning);
}

/** Records that a lab step's command was typed and accepted. */
export function useRecordLabStep(): (args: RecordLabStepArgs) => Promise<LearningProgress> {
  return useApiMutation(recordLabStep, storeLearning);
}
