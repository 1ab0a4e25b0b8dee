const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();

/** True when the query (ignoring case, accents and surrounding spaces) occurs in any of the texts; an empty query matches all. */
export function matchesQuery(query: string, ...texts: string[]): boolean {
  const q = fold(query);
  return q === '' || texts.some((text) => fold(text).includes(q));
}
