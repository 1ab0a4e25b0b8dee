export interface ScoredChoice {
  id: number;
  correct: boolean;
}

export interface ScoredQuestion {
  choices: ScoredChoice[];
  selectedChoiceIds: readonly number[];
}

export const DEFAULT_PASSING_SCORE = 70;

/** Correct when every choice's correct flag equals whether the learner chose it: all or nothing. */
export function isQuestionCorrect(question: ScoredQuestion): boolean {
  const chosen = new Set(question.selectedChoiceIds);
  return question.choices.every((choice) => choice.correct === chosen.has(choice.id));
}

/** The same verdict from the correct choices' ids alone (a stored selection only holds the question's own ids). */
export function isSelectionCorrect(
  selectedChoiceIds: readonly number[],
  correctChoiceIds: readonly number[],
) {
  const chosen = new Set(selectedChoiceIds);
  return chosen.size === correctChoiceIds.length && correctChoiceIds.every((id) => chosen.has(id));
}

export interface Score {
  correctCount: number;
  total: number;
  /** Whole percent, 0 to 100. */
  score: number;
}

export function scoreAttempt(questions: readonly ScoredQuestion[]): Score {
  const correctCount = questions.filter(isQuestionCorrect).length;
  const total = questions.length;
  return { correctCount, total, score: total === 0 ? 0 : Math.round((correctCount * 100) / total) };
}

export function hasPassed(score: number, passingScore: number | null | undefined): boolean {
  return score >= (passingScore ?? DEFAULT_PASSING_SCORE);
}
