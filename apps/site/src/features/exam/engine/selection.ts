/**
 * The answering rule. A single-answer question holds one choice and a second click on it clears it.
 * A multi-answer question toggles choices and holds at most `required` of them: the first ones stay.
 */
export function applySelection(selected: readonly number[], choiceId: number, required: number): number[] {
  if (selected.includes(choiceId)) return selected.filter((id) => id !== choiceId);
  if (required <= 1) return [choiceId];
  return [...selected, choiceId].slice(0, required);
}

/**
 * The matching rule: each item holds one target and each target goes with one item, so choosing a target
 * another item holds moves it here; `null` clears the item. The answer is the pairs flattened
 * [item, target, item, target…] (openapi.yaml, QuestionType).
 */
export function applyMatch(selected: readonly number[], itemId: number, targetId: number | null): number[] {
  const pairs: number[] = [];
  for (let i = 0; i + 1 < selected.length; i += 2) {
    const item = selected[i]!;
    const target = selected[i + 1]!;
    if (item !== itemId && target !== targetId) pairs.push(item, target);
  }
  return targetId === null ? pairs : [...pairs, itemId, targetId];
}

/** An ordering answer holds every step exactly once. */
export function isCompleteOrder(stepIds: readonly number[], steps: readonly number[]): boolean {
  return (
    stepIds.length === steps.length &&
    new Set(stepIds).size === steps.length &&
    stepIds.every((id) => steps.includes(id))
  );
}
