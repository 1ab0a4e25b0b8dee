import type { ScopedMutator } from 'swr';
import type { CheckAnswerArgs } from './args';
import type { PracticeCheck } from '../types';
import { useApiMutation } from '../swr/useApiMutation';
import { patchQuestion } from './sessionCache';
import { checkAnswer } from '../fetchers/testTaking';

const storeCheck = (mutate: ScopedMutator, check: PracticeCheck, { sessionId }: CheckAnswerArgs) =>
  patchQuestion(mutate, sessionId, check.questionId, { selectedChoiceIds: check.selectedChoiceIds, check });

/** Practice only: stores the selection, locks the question and answers its verdict with the explanation. */
export function useCheckAnswer(): (args: CheckAnswerArgs) => Promise<PracticeCheck> {
  return useApiMutation(checkAnswer, storeCheck);
}
