import { describe, expect, it } from 'vitest';
import { articles } from '../courses/content/articles';
import { articleCatalogue, articleCatalogueFor } from './articleCatalogue';

describe('the article catalogue', () => {
  it('lists the six articles the reader holds, with the same ids and titles in both languages', () => {
    expect(articleCatalogue.map((entry) => entry.id)).toEqual(articles.map((article) => article.en.id));
    for (const locale of ['en', 'fr'] as const) {
      expect(articleCatalogueFor(locale).map((entry) => entry.title)).toEqual(
        articles.map((article) => article[locale].title),
      );
    }
  });

  it('covers every level and reads in French for French readers', () => {
    expect(new Set(articleCatalogue.map((entry) => entry.level))).toEqual(
      new Set(['beginner', 'intermediate', 'advanced']),
    );
    expect(articleCatalogueFor('fr')[0]?.title).toBe('Introduction à Apache Kafka');
  });

  it('measures reading time and sections from the articles themselves', () => {
    for (const locale of ['en', 'fr'] as const) {
      for (const [i, entry] of articleCatalogueFor(locale).entries()) {
        const article = articles[i]![locale];
        expect(entry.sectionCount).toBe(article.sections.length);
        const words = article.sections
          .flatMap((s) => [s.heading, ...s.paragraphs, s.code ?? ''])
          .join(' ')
          .split(/\s+/)
          .filter(Boolean).length;
        expect(entry.durationMinutes).toBe(Math.max(1, Math.round(words / 200)));
      }
    }
  });
});
