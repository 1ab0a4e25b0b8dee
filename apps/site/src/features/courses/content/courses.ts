import type { LearningProgress } from '@elearning/api-client';
import type { Course, Locale } from '@elearning/ui';
import { findArticle } from './articles';

/** A course: a series of the site's articles, in reading order (spec decision 81). */
interface CourseDefinition {
  id: string;
  articleIds: readonly string[];
  level: Course['level'];
  text: Record<Locale, Pick<Course, 'title' | 'description'>>;
}

/**
 * The four courses, each made of articles the site ships. (A Schema Registry course and a CCDAK preparation
 * course were listed before without any content of their own: they are gone until they have articles.)
 */
export const courseDefinitions: readonly CourseDefinition[] = [
  {
    id: 'kafka-fundamentals',
    articleIds: ['1', '2'],
    level: 'beginner',
    text: {
      en: {
        title: 'Apache Kafka Fundamentals',
        description:
          'Events, topics, producers and consumers, then how partitions, leaders and replication keep data safe.',
      },
      fr: {
        title: 'Les fondamentaux d’Apache Kafka',
        description:
          'Événements, topics, producteurs et consommateurs, puis comment partitions, leaders et réplication protègent les données.',
      },
    },
  },
  {
    id: 'producers-consumers',
    articleIds: ['3', '4'],
    level: 'intermediate',
    text: {
      en: {
        title: 'Producers and Consumers in Depth',
        description:
          'Acknowledgements, retries, batching and idempotence; then consumer groups, offsets and rebalancing.',
      },
      fr: {
        title: 'Producteurs et consommateurs en détail',
        description:
          'Acquittements, nouvelles tentatives, regroupement et idempotence ; puis groupes de consommateurs, offsets et rééquilibrage.',
      },
    },
  },
  {
    id: 'kafka-streams',
    articleIds: ['5'],
    level: 'advanced',
    text: {
      en: {
        title: 'Stream Processing with Kafka Streams',
        description: 'Stateless and stateful operations, windowing and joins on top of your topics.',
      },
      fr: {
        title: 'Traitement de flux avec Kafka Streams',
        description: 'Opérations sans état et avec état, fenêtrage et jointures à partir de vos topics.',
      },
    },
  },
  {
    id: 'kafka-connect',
    articleIds: ['6'],
    level: 'advanced',
    text: {
      en: {
        title: 'Integrating Systems with Kafka Connect',
        description:
          'Move data between Kafka and databases, search engines and cloud storage with source and sink connectors.',
      },
      fr: {
        title: 'Intégrer des systèmes avec Kafka Connect',
        description:
          'Faites circuler les données entre Kafka et les bases de données, moteurs de recherche et stockages cloud avec les connecteurs source et sink.',
      },
    },
  },
];

const NOTHING_DONE: LearningProgress = { articlesRead: [], checksPassed: [], labSteps: [] };

/**
 * The courses in one language with the learner's progress measured in each: an article counts once read to its
 * end and once its knowledge check is passed, so a course of n articles has 2n steps. Continue opens the first
 * article with a step left (else the first).
 */
export function coursesFor(locale: Locale, learning: LearningProgress = NOTHING_DONE): Course[] {
  const read = new Set(learning.articlesRead);
  const passed = new Set(learning.checksPassed);
  return courseDefinitions.map((definition) => {
    const articles = definition.articleIds.map((id) => {
      const article = findArticle(id, locale);
      if (!article) throw new Error(`course ${definition.id} names no article ${id}`);
      return article;
    });
    const articlesRead = articles.filter((a) => read.has(a.id)).length;
    const checksPassed = articles.filter((a) => passed.has(a.id)).length;
    const steps = articles.length * 2;
    const progress = Math.round(((articlesRead + checksPassed) / steps) * 100);
    const next = articles.find((a) => !read.has(a.id) || !passed.has(a.id)) ?? articles[0]!;
    return {
      id: definition.id,
      articleId: next.id,
      ...definition.text[locale],
      level: definition.level,
      articleCount: articles.length,
      readingMinutes: articles.reduce((sum, a) => sum + a.readingMinutes, 0),
      articlesRead,
      checksPassed,
      progress,
      status: progress === 0 ? 'not-started' : progress === 100 ? 'completed' : 'in-progress',
    };
  });
}
