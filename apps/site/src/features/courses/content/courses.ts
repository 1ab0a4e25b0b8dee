import type { Course, Locale } from '@elearning/ui';

const en: Course[] = [
  {
    id: 'kafka-fundamentals',
    articleId: '1',
    title: 'Apache Kafka Fundamentals',
    description:
      'Events, topics, partitions and offsets: the core ideas behind Kafka and how a cluster fits together.',
    level: 'beginner',
    progress: 100,
    status: 'completed',
    lessonCount: 12,
    durationHours: 6,
  },
  {
    id: 'producers-consumers',
    articleId: '4',
    title: 'Producers and Consumers in Depth',
    description:
      'Acknowledgements, retries, idempotence, consumer groups and rebalancing, with hands-on exercises.',
    level: 'intermediate',
    progress: 65,
    status: 'in-progress',
    lessonCount: 16,
    durationHours: 9,
  },
  {
    id: 'kafka-streams',
    articleId: '5',
    title: 'Stream Processing with Kafka Streams',
    description:
      'Stateless and stateful operations, windowing, joins and interactive queries on real event streams.',
    level: 'advanced',
    progress: 20,
    status: 'in-progress',
    lessonCount: 18,
    durationHours: 12,
  },
  {
    id: 'kafka-connect',
    articleId: '6',
    title: 'Integrating Systems with Kafka Connect',
    description:
      'Source and sink connectors, converters, single message transforms and running Connect in production.',
    level: 'intermediate',
    progress: 0,
    status: 'not-started',
    lessonCount: 10,
    durationHours: 5,
  },
  {
    id: 'schema-registry',
    articleId: '3',
    title: 'Schemas and Schema Registry',
    description: 'Avro, Protobuf and JSON Schema, compatibility rules and evolving event contracts safely.',
    level: 'intermediate',
    progress: 100,
    status: 'completed',
    lessonCount: 8,
    durationHours: 4,
  },
  {
    id: 'ccdak-prep',
    articleId: '2',
    title: 'CCDAK Certification Preparation',
    description: 'A guided review of every exam domain with practice questions, tips and a final mock exam.',
    level: 'advanced',
    progress: 5,
    status: 'in-progress',
    lessonCount: 20,
    durationHours: 15,
  },
];

const frText: Record<string, Pick<Course, 'title' | 'description'>> = {
  'kafka-fundamentals': {
    title: 'Les fondamentaux d’Apache Kafka',
    description:
      'Événements, topics, partitions et offsets : les idées clés de Kafka et l’organisation d’un cluster.',
  },
  'producers-consumers': {
    title: 'Producteurs et consommateurs en détail',
    description:
      'Acquittements, nouvelles tentatives, idempotence, groupes de consommateurs et rééquilibrage, avec des exercices pratiques.',
  },
  'kafka-streams': {
    title: 'Traitement de flux avec Kafka Streams',
    description:
      'Opérations sans état et avec état, fenêtrage, jointures et requêtes interactives sur de vrais flux d’événements.',
  },
  'kafka-connect': {
    title: 'Intégrer des systèmes avec Kafka Connect',
    description:
      'Connecteurs source et sink, convertisseurs, transformations de messages et exploitation de Connect en production.',
  },
  'schema-registry': {
    title: 'Schémas et Schema Registry',
    description:
      'Avro, Protobuf et JSON Schema, règles de compatibilité et évolution sereine des contrats d’événements.',
  },
  'ccdak-prep': {
    title: 'Préparation à la certification CCDAK',
    description:
      'Une révision guidée de chaque domaine de l’examen, avec questions d’entraînement, conseils et examen blanc final.',
  },
};

/**
 * The six courses of My Courses, in each language (content shipped with the site, spec decision 10); each opens
 * its next article.
 */
export const courses: Record<Locale, readonly Course[]> = {
  en,
  fr: en.map((course) => ({ ...course, ...frText[course.id] })),
};
