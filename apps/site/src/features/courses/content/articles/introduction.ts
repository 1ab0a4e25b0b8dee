import type { Locale, ReaderArticle } from '@elearning/ui';
import { readingMinutesOf } from './defineArticle';

const en: ReaderArticle = {
  id: '1',
  title: 'Introduction to Apache Kafka',
  summary:
    'What Kafka is, why companies use it, and the vocabulary you need: events, topics, producers and consumers.',
  level: 'beginner',
  readingMinutes: 0,
  author: 'Kafka Learning team',
  publishedOn: '2025-01-15',
  sections: [
    {
      heading: 'What is Apache Kafka?',
      paragraphs: [
        'Apache Kafka is a distributed event streaming platform. It lets applications publish streams of events, store them durably and process them as they happen or later.',
        'An event records that something happened: a payment was made, a sensor sent a reading, a user clicked a button. Each event has a key, a value, a timestamp and optional headers.',
      ],
    },
    {
      heading: 'Topics and partitions',
      paragraphs: [
        'Events are organised in topics, much like files in folders. A topic is split into partitions spread over the brokers of the cluster, so reads and writes scale out.',
        'Within a partition, every event gets an increasing offset and keeps its order. Events with the same key always land in the same partition, which keeps the events of one customer or one device in order.',
        'Each partition is replicated on several brokers. One replica is the leader and serves requests; the followers copy it and take over if its broker fails.',
      ],
      code: 'kafka-topics.sh --bootstrap-server localhost:9092 \\\n  --create --topic orders --partitions 3 --replication-factor 3',
    },
    {
      heading: 'Producers and consumers',
      paragraphs: [
        'Producers write events to topics. With acks=all, a write is confirmed only once every in-sync replica has it, so an acknowledged event survives a broker failure.',
        'Consumers read events and remember their position with committed offsets. Consumers that share a group id split the partitions between them; each partition is read by one member of the group at a time.',
      ],
      code: 'kafka-console-consumer.sh --bootstrap-server localhost:9092 \\\n  --topic orders --group billing --from-beginning',
    },
    {
      heading: 'Why teams choose Kafka',
      paragraphs: [
        'Kafka decouples the systems that produce data from those that use it, keeps history for as long as you need, and handles millions of events per second on ordinary hardware.',
        'It is the backbone of real-time analytics, microservice communication, change data capture and event-driven architectures.',
      ],
    },
  ],
  quiz: [
    {
      id: 'ordering',
      question: 'Where does Kafka guarantee the order of events?',
      choices: [
        'Across the whole cluster',
        'Within a single partition',
        'Within a consumer group',
        'It never guarantees order',
      ],
      correctIndex: 1,
      explanation:
        'Order is kept per partition: each event gets an increasing offset there. Events with the same key go to the same partition, so they stay in order.',
    },
    {
      id: 'consumer-group',
      question:
        'Two consumers share the group id "billing" and read a topic with 4 partitions. What happens?',
      choices: [
        'Both consumers read all 4 partitions',
        'The partitions are split between the two consumers',
        'Only the first consumer to start reads anything',
        'Kafka rejects the second consumer',
      ],
      correctIndex: 1,
      explanation:
        'Members of a group divide the partitions between them, so each event is processed once by the group. Here each consumer gets about 2 partitions.',
    },
    {
      id: 'acks',
      question: 'Which producer setting waits for all in-sync replicas before confirming a write?',
      choices: ['acks=0', 'acks=1', 'acks=all', 'retries=0'],
      correctIndex: 2,
      explanation:
        'With acks=all the leader answers only once every in-sync replica has the event, so it survives the loss of the leader.',
    },
  ],
};

const fr: ReaderArticle = {
  ...en,
  title: 'Introduction à Apache Kafka',
  summary:
    "Ce qu'est Kafka, pourquoi les entreprises l'utilisent, et le vocabulaire indispensable : événements, topics, producteurs et consommateurs.",
  author: "L'équipe Kafka Learning",
  sections: [
    {
      heading: "Qu'est-ce qu'Apache Kafka ?",
      paragraphs: [
        "Apache Kafka est une plateforme distribuée de streaming d'événements. Elle permet aux applications de publier des flux d'événements, de les stocker durablement et de les traiter en temps réel ou plus tard.",
        "Un événement enregistre qu'il s'est passé quelque chose : un paiement, la mesure d'un capteur, le clic d'un utilisateur. Chaque événement a une clé, une valeur, un horodatage et des en-têtes facultatifs.",
      ],
    },
    {
      heading: 'Topics et partitions',
      paragraphs: [
        'Les événements sont rangés dans des topics, un peu comme des fichiers dans des dossiers. Un topic est découpé en partitions réparties sur les brokers du cluster, ce qui permet de monter en charge en lecture comme en écriture.',
        "Dans une partition, chaque événement reçoit un offset croissant et garde son ordre. Les événements de même clé arrivent toujours dans la même partition : ceux d'un même client ou d'un même appareil restent donc ordonnés.",
        'Chaque partition est répliquée sur plusieurs brokers. Une réplique est le leader et répond aux requêtes ; les followers la copient et prennent le relais si son broker tombe en panne.',
      ],
      code: en.sections[1]?.code,
    },
    {
      heading: 'Producteurs et consommateurs',
      paragraphs: [
        "Les producteurs écrivent des événements dans les topics. Avec acks=all, une écriture n'est confirmée qu'une fois présente sur toutes les répliques synchronisées : un événement acquitté survit à la panne d'un broker.",
        "Les consommateurs lisent les événements et mémorisent leur position grâce aux offsets validés. Les consommateurs qui partagent un group id se répartissent les partitions ; chaque partition n'est lue que par un seul membre du groupe à la fois.",
      ],
      code: en.sections[2]?.code,
    },
    {
      heading: 'Pourquoi les équipes choisissent Kafka',
      paragraphs: [
        "Kafka découple les systèmes qui produisent les données de ceux qui les utilisent, conserve l'historique aussi longtemps que nécessaire et traite des millions d'événements par seconde sur du matériel ordinaire.",
        "C'est la colonne vertébrale de l'analytique en temps réel, de la communication entre microservices, de la capture des changements de données et des architectures orientées événements.",
      ],
    },
  ],
  quiz: [
    {
      id: 'ordering',
      question: "Où Kafka garantit-il l'ordre des événements ?",
      choices: [
        'Dans tout le cluster',
        "Au sein d'une seule partition",
        "Au sein d'un groupe de consommateurs",
        'Jamais',
      ],
      correctIndex: 1,
      explanation:
        "L'ordre est garanti par partition : chaque événement y reçoit un offset croissant. Les événements de même clé vont dans la même partition et restent donc ordonnés.",
    },
    {
      id: 'consumer-group',
      question:
        'Deux consommateurs partagent le group id « billing » et lisent un topic de 4 partitions. Que se passe-t-il ?',
      choices: [
        'Les deux consommateurs lisent les 4 partitions',
        'Les partitions sont réparties entre les deux consommateurs',
        'Seul le premier consommateur démarré lit quelque chose',
        'Kafka refuse le second consommateur',
      ],
      correctIndex: 1,
      explanation:
        'Les membres d’un groupe se partagent les partitions, si bien que chaque événement est traité une seule fois par le groupe. Ici, chaque consommateur reçoit environ 2 partitions.',
    },
    {
      id: 'acks',
      question:
        'Quel réglage du producteur attend toutes les répliques synchronisées avant de confirmer une écriture ?',
      choices: ['acks=0', 'acks=1', 'acks=all', 'retries=0'],
      correctIndex: 2,
      explanation:
        "Avec acks=all, le leader ne répond qu'une fois l'événement présent sur toutes les répliques synchronisées : il survit ainsi à la perte du leader.",
    },
  ],
};

/** The sample Kafka article of the reader, with its 3-question knowledge check, in each language. */
export const introduction: Record<Locale, ReaderArticle> = {
  en: { ...en, readingMinutes: readingMinutesOf(en.sections) },
  fr: { ...fr, readingMinutes: readingMinutesOf(fr.sections) },
};
