/**
 * The answering rule. A single-answer question holds one choice and a second click on it clears it.
 * A multi-answer question toggles choices and holds at most `required` of them: the first ones stay.
 */
export function applySelection(selected: readonly number[], choiceId: number, required: number): number[] {
  if (selected.includes(choiceId)) return selected.filter((id) => id !== choiceId);
  if (required <= 1) return [choiceId];
  return [...selected, choiceId].slice(0, required);
}
