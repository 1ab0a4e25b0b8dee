import type { ScopedMutator } from 'swr';
import type { FlagQuestionArgs } from './args';
import type { FlagResult } from '../types';
import { unwrapData } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { useApiMutation } from '../swr/useApiMutation';
import { patchQuestion } from './sessionCache';

const flagQuestion = (client: ApiClient, { sessionId, questionId, flagged }: FlagQuestionArgs) =>
  unwrapData(
    client.PUT('/test-taking/{sessionId}/questions/{questionId}/flag', {
      params: { path: { sessionId, questionId } },
      body: { flagged },
    }),
  );

const storeFlag = (mutate: ScopedMutator, result: FlagResult, { sessionId }: FlagQuestionArgs) =>
  patchQuestion(mutate, sessionId, result.questionId, { flagged: result.flagged });

export function useFlagQuestion(): (args: FlagQuestionArgs) => Promise<FlagResult> {
  return useApiMutation(flagQuestion, storeFlag);
}
