import type { Article, Locale } from '@elearning/ui';
import { findArticle } from '../courses/content/articles';

/**
 * An article of the catalogue with its title and description in every language the product speaks; its reading
 * time and section count are measured from the article itself.
 */
export interface LocalizedArticle extends Omit<
  Article,
  'title' | 'description' | 'durationMinutes' | 'sectionCount'
> {
  title: Record<Locale, string>;
  description: Record<Locale, string>;
}

/** The six articles the catalogue ships with (static content, no server call). */
export const articleCatalogue: readonly LocalizedArticle[] = [
  {
    id: '1',
    level: 'beginner',
    publishedOn: '2025-01-15',
    title: { en: 'Introduction to Apache Kafka', fr: 'Introduction à Apache Kafka' },
    description: {
      en: 'What Kafka is, why companies use it, and the vocabulary you need: events, topics, producers and consumers.',
      fr: "Ce qu'est Kafka, pourquoi les entreprises l'utilisent, et le vocabulaire indispensable : événements, topics, producteurs et consommateurs.",
    },
  },
  {
    id: '2',
    level: 'beginner',
    publishedOn: '2025-02-03',
    title: { en: 'Topics, Partitions and Replication', fr: 'Topics, partitions et réplication' },
    description: {
      en: 'How Kafka stores data: partitioned logs, leaders and followers, and the replication that keeps data safe.',
      fr: 'Comment Kafka stocke les données : journaux partitionnés, leaders et followers, et la réplication qui les protège.',
    },
  },
  {
    id: '3',
    level: 'intermediate',
    publishedOn: '2025-02-20',
    title: { en: 'Kafka Producers in Depth', fr: 'Les producteurs Kafka en détail' },
    description: {
      en: 'Acknowledgements, retries, batching and idempotence: write to Kafka fast without losing a message.',
      fr: 'Acquittements, nouvelles tentatives, regroupement et idempotence : écrire vite dans Kafka sans perdre un message.',
    },
  },
  {
    id: '4',
    level: 'intermediate',
    publishedOn: '2025-03-10',
    title: { en: 'Understanding Consumer Groups', fr: 'Comprendre les groupes de consommateurs' },
    description: {
      en: 'Partition assignment, offsets and rebalancing: how consumers share the work and pick up where they left off.',
      fr: 'Attribution des partitions, offsets et rééquilibrage : comment les consommateurs se partagent le travail et reprennent là où ils en étaient.',
    },
  },
  {
    id: '5',
    level: 'advanced',
    publishedOn: '2025-04-02',
    title: { en: 'Stream Processing with Kafka Streams', fr: 'Traitement de flux avec Kafka Streams' },
    description: {
      en: 'Stateless and stateful operations, windowing and joins: build real-time applications on top of your topics.',
      fr: 'Opérations sans état et avec état, fenêtrage et jointures : créez des applications temps réel à partir de vos topics.',
    },
  },
  {
    id: '6',
    level: 'advanced',
    publishedOn: '2025-04-28',
    title: { en: 'Kafka Connect for Data Integration', fr: "Kafka Connect pour l'intégration de données" },
    description: {
      en: 'Move data between Kafka and databases, search engines and cloud storage with source and sink connectors.',
      fr: 'Faites circuler les données entre Kafka et les bases de données, moteurs de recherche et stockages cloud avec les connecteurs source et sink.',
    },
  },
];

/** The catalogue in one language, ready for `ArticlesPage`. */
export function articleCatalogueFor(locale: Locale): Article[] {
  return articleCatalogue.map(({ title, description, ...rest }) => {
    const article = findArticle(rest.id, locale);
    if (!article) throw new Error(`the catalogue lists article ${rest.id}, which the reader does not hold`);
    return {
      ...rest,
      title: title[locale],
      description: description[locale],
      durationMinutes: article.readingMinutes,
      sectionCount: article.sections.length,
    };
  });
}
