import type { Locale, ReaderArticle } from '@elearning/ui';

type Shared = Pick<ReaderArticle, 'id' | 'level' | 'readingMinutes' | 'publishedOn'>;
type Text = Omit<ReaderArticle, keyof Shared>;

/** An article in each language: what does not depend on the language is written once. */
export function defineArticle(shared: Shared, text: Record<Locale, Text>): Record<Locale, ReaderArticle> {
  return { en: { ...shared, ...text.en }, fr: { ...shared, ...text.fr } };
}

export const author = { en: 'Kafka Learning team', fr: "L'équipe Kafka Learning" } as const;
