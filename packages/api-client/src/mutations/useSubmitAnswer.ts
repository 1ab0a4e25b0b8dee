import type { ScopedMutator } from 'swr';
import type { SubmitAnswerArgs } from './args';
import type { AnswerResult } from '../types';
import { useApiMutation } from '../swr/useApiMutation';
import { patchQuestion } from './sessionCache';
import { submitAnswer } from '../fetchers/testTaking';

const storeSelection = (mutate: ScopedMutator, result: AnswerResult, { sessionId }: SubmitAnswerArgs) =>
  patchQuestion(mutate, sessionId, result.questionId, { selectedChoiceIds: result.selectedChoiceIds });

/** Saves one question's selection; the answer carries the server's remaining time. Past the deadline: 409. */
export function useSubmitAnswer(): (args: SubmitAnswerArgs) => Promise<AnswerResult> {
  return useApiMutation(submitAnswer, storeSelection);
}
