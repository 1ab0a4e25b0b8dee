/** Two addresses are the same when they differ only by case or surrounding spaces. */
export function isSameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
