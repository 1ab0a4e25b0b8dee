/** "Jane", "Doe" → "JD": the first letter of each name, upper-cased for the locale; "?" when both are empty. */
export function initialsOf(firstName: string, lastName: string, locale?: string): string {
  const first = (name: string) => Array.from(name.trim())[0] ?? '';
  const letters = `${first(firstName)}${first(lastName)}`;
  return letters ? letters.toLocaleUpperCase(locale) : '?';
}
