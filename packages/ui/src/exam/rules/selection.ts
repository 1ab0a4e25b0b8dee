/**
 * The selection after a click on `choiceId`.
 * Single answer (`correctAnswersNumber` ≤ 1): picks the choice; a click on the selected one clears it.
 * Multiple answers: toggles the choice, capped at `correctAnswersNumber` — once full, the first N are kept
 * and the new choice is ignored until one is deselected.
 */
export function nextSelection(
  current: readonly number[],
  choiceId: number,
  correctAnswersNumber: number,
): number[] {
  const unique = [...new Set(current)];
  if (correctAnswersNumber <= 1) return unique.includes(choiceId) ? [] : [choiceId];
  if (unique.includes(choiceId)) return unique.filter((id) => id !== choiceId);
  return [...unique, choiceId].slice(0, correctAnswersNumber);
}

/** A multiple-answer question already holds as many choices as it asks for. */
export function isSelectionFull(current: readonly number[], correctAnswersNumber: number): boolean {
  return correctAnswersNumber > 1 && new Set(current).size >= correctAnswersNumber;
}
