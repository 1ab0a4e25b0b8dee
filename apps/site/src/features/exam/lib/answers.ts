/**
 * The choice a click changed, from the selection before and after it. The QuestionView hands over the new
 * selection with the answering rules applied; the engine applies the same rules to one clicked choice.
 */
export function clickedChoice(before: readonly number[], after: readonly number[]): number | null {
  const added = after.find((id) => !before.includes(id));
  if (added !== undefined) return added;
  return before.find((id) => !after.includes(id)) ?? null;
}
