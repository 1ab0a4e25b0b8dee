/**
 * The letter of a choice from its 0-based position once sorted by choiceOrder: 0 → A, 1 → B.
 * Letters follow the position, never the choice id (spec decision 8).
 */
export function choiceLetter(index: number): string {
  if (!Number.isInteger(index) || index < 0) return '';
  let n = index;
  let letter = '';
  do {
    letter = String.fromCharCode(65 + (n % 26)) + letter;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return letter;
}

/** A copy sorted by display position. */
export function sortByChoiceOrder<T extends { choiceOrder: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.choiceOrder - b.choiceOrder);
}
