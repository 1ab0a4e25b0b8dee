import type { Locale, ReaderArticle } from '@elearning/ui';

type Shared = Pick<ReaderArticle, 'id' | 'level' | 'publishedOn'>;
type Text = Omit<ReaderArticle, keyof Shared | 'readingMinutes'>;

/** Words a reader reads per minute: the usual figure for technical prose (spec decision 81). */
export const WORDS_PER_MINUTE = 200;

/** Reading time computed from the text of the sections (paragraphs and code), at least one minute. */
export function readingMinutesOf(sections: ReaderArticle['sections']): number {
  const text = sections
    .flatMap((section) => [section.heading, ...section.paragraphs, section.code ?? ''])
    .join(' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** An article in each language: what does not depend on the language is written once; reading time is measured. */
export function defineArticle(shared: Shared, text: Record<Locale, Text>): Record<Locale, ReaderArticle> {
  return {
    en: { ...shared, ...text.en, readingMinutes: readingMinutesOf(text.en.sections) },
    fr: { ...shared, ...text.fr, readingMinutes: readingMinutesOf(text.fr.sections) },
  };
}

export const author = { en: 'Kafka Learning team', fr: "L'équipe Kafka Learning" } as const;
