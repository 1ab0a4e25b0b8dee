import type { Locale } from '../../i18n/messages';
import type { Article } from '../ArticleCard/article';

/** A sample article with its title and description in every language the product speaks. */
export interface LocalizedArticle extends Omit<Article, 'title' | 'description'> {
  title: Record<Locale, string>;
  description: Record<Locale, string>;
}

// Made-up samples, not the site's catalogue (apps/site ships that): one article per level, and a fourth
// with a long title so a page of three leaves a partly filled second page.
const sample = (
  id: string,
  level: Article['level'],
  durationMinutes: number,
  sectionCount: number,
  publishedOn: string,
  title: Record<Locale, string>,
): LocalizedArticle => ({
  id,
  level,
  durationMinutes,
  sectionCount,
  publishedOn,
  title,
  description: {
    en: `A made-up description of sample article ${id}, long enough to take two lines on a card.`,
    fr: `Une description inventée de l’article d’exemple ${id}, assez longue pour tenir sur deux lignes.`,
  },
});

/** Four articles for stories and tests. */
export const sampleArticles: readonly LocalizedArticle[] = [
  sample('1', 'beginner', 15, 5, '2025-01-15', {
    en: 'Sample beginner article',
    fr: 'Article d’exemple débutant',
  }),
  sample('2', 'intermediate', 25, 7, '2025-02-20', {
    en: 'Sample intermediate article',
    fr: 'Article d’exemple intermédiaire',
  }),
  sample('3', 'advanced', 35, 9, '2025-04-02', {
    en: 'Sample advanced article',
    fr: 'Article d’exemple avancé',
  }),
  sample('4', 'beginner', 1, 1, '2025-12-31', {
    en: 'Sample article with a long title that wraps onto a second line on a phone',
    fr: 'Article d’exemple au titre long qui passe sur une deuxième ligne sur un téléphone',
  }),
];

/** The sample articles in one language, ready for `ArticlesPage`. */
export function sampleArticlesFor(locale: Locale): Article[] {
  return sampleArticles.map(({ title, description, ...rest }) => ({
    ...rest,
    title: title[locale],
    description: description[locale],
  }));
}
