import type { KnowledgeCheckQuestion } from './types';

/** The learner's choice per question id (index in its choices). */
export type KnowledgeCheckAnswers = Record<string, number | undefined>;

export interface KnowledgeCheckScore {
  correct: number;
  total: number;
  /** Share of right answers, 0–1. */
  ratio: number;
  /** Whether each question (by id) was answered right. */
  results: Record<string, boolean>;
}

/** Counts the right answers; an unanswered question counts as wrong. */
export function scoreKnowledgeCheck(
  questions: readonly KnowledgeCheckQuestion[],
  answers: KnowledgeCheckAnswers,
): KnowledgeCheckScore {
  const results = Object.fromEntries(questions.map((q) => [q.id, answers[q.id] === q.correctIndex]));
  const correct = Object.values(results).filter(Boolean).length;
  const total = questions.length;
  return { correct, total, ratio: total === 0 ? 0 : correct / total, results };
}
