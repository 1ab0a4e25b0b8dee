import type { ScopedMutator } from 'swr';
import type { Question, TestSession } from '../types';
import { patchCached, store } from '../swr/cache';
import { keys } from '../swr/keys';
import { revalidateAttemptState } from './sessionScope';

/** A started or resumed session: its first question is known, and the test's state changed. */
export async function sessionOpened(mutate: ScopedMutator, session: TestSession): Promise<void> {
  const { firstQuestion } = session;
  await store(mutate, keys.question(session.id, firstQuestion.orderId), firstQuestion);
  revalidateAttemptState(mutate, session.testId);
}

/** Keeps a cached question in step with what the server stored, so going back to it shows the change. */
export function patchQuestion(
  mutate: ScopedMutator,
  sessionId: number,
  questionId: number,
  patch: Partial<Pick<Question, 'selectedChoiceIds' | 'flagged' | 'check'>>,
): Promise<void> {
  return patchCached<Question>(mutate, keys.sessionQuestions(sessionId), (question) =>
    question && question.questionId === questionId ? { ...question, ...patch } : question,
  );
}
