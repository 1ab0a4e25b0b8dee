import type { ScopedMutator } from 'swr';
import type { FlagQuestionArgs } from './args';
import type { FlagResult } from '../types';
import { useApiMutation } from '../swr/useApiMutation';
import { patchQuestion } from './sessionCache';
import { flagQuestion } from '../fetchers/testTaking';

const storeFlag = (mutate: ScopedMutator, result: FlagResult, { sessionId }: FlagQuestionArgs) =>
  patchQuestion(mutate, sessionId, result.questionId, { flagged: result.flagged });

export function useFlagQuestion(): (args: FlagQuestionArgs) => Promise<FlagResult> {
  return useApiMutation(flagQuestion, storeFlag);
}
