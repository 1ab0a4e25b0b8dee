import type { ScopedMutator } from 'swr';
import type { SubmitAnswerArgs } from './args';
import type { AnswerResult } from '../types';
import { unwrapData } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { useApiMutation } from '../swr/useApiMutation';
import { patchQuestion } from './sessionCache';

const submitAnswer = (client: ApiClient, { sessionId, ...body }: SubmitAnswerArgs) =>
  unwrapData(client.POST('/test-taking/{sessionId}/answer', { params: { path: { sessionId } }, body }));

const storeSelection = (mutate: ScopedMutator, result: AnswerResult, { sessionId }: SubmitAnswerArgs) =>
  patchQuestion(mutate, sessionId, result.questionId, { selectedChoiceIds: result.selectedChoiceIds });

/** Saves one question's selection; the answer carries the server's remaining time. Past the deadline: 409. */
export function useSubmitAnswer(): (args: SubmitAnswerArgs) => Promise<AnswerResult> {
  return useApiMutation(submitAnswer, storeSelection);
}
