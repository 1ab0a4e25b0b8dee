import { author, defineArticle } from './defineArticle';

const topology =
  'builder.stream("orders")\n  .groupByKey()\n  .windowedBy(TimeWindows.ofSizeWithNoGrace(Duration.ofMinutes(5)))\n  .count()\n  .toStream()\n  .to("orders-per-5-min");';

export const kafkaStreams = defineArticle(
  { id: '5', level: 'advanced', publishedOn: '2025-04-02' },
  {
    en: {
      title: 'Stream Processing with Kafka Streams',
      summary:
        'Stateless and stateful operations, windowing and joins: build real-time applications on top of your topics.',
      author: author.en,
      sections: [
        {
          heading: 'A library, not a cluster',
          paragraphs: [
            'Kafka Streams is a Java library that runs inside your application. Instances with the same application.id share the input partitions like a consumer group.',
            'A topology chains operations: stateless ones (filter, map) handle each record alone; stateful ones (count, aggregate, join) keep state.',
          ],
        },
        {
          heading: 'State and fault tolerance',
          paragraphs: [
            'State lives in local stores (RocksDB by default), each backed by a changelog topic. A new instance restores a store from its changelog before taking over.',
            'A KStream is a stream of independent events; a KTable keeps the latest value per key, like a table built from a changelog.',
          ],
        },
        {
          heading: 'Windows and exactly-once',
          paragraphs: [
            'Windowed aggregations group records by time: tumbling, hopping, sliding and session windows. A grace period admits late records.',
            'processing.guarantee=exactly_once_v2 commits outputs, state and input offsets in one transaction.',
          ],
          code: topology,
        },
      ],
      quiz: [
        {
          id: 'ktable',
          question: 'What does a KTable hold for each key?',
          choices: ['Every event', 'The latest value', 'The first value', 'A count of events'],
          correctIndex: 1,
          explanation: 'A KTable is an upsert view: each new record for a key replaces the previous value.',
        },
        {
          id: 'restore',
          question: 'How does Kafka Streams rebuild a lost state store?',
          choices: [
            'From a database backup',
            'By replaying its changelog topic',
            'It cannot',
            'From the other application instances over HTTP',
          ],
          correctIndex: 1,
          explanation:
            'Every store write also goes to a changelog topic, which is replayed to restore the store.',
        },
      ],
    },
    fr: {
      title: 'Traitement de flux avec Kafka Streams',
      summary:
        'Opérations sans état et avec état, fenêtrage et jointures : créez des applications temps réel à partir de vos topics.',
      author: author.fr,
      sections: [
        {
          heading: 'Une bibliothèque, pas un cluster',
          paragraphs: [
            "Kafka Streams est une bibliothèque Java qui s'exécute dans votre application. Les instances de même application.id se partagent les partitions d'entrée comme un groupe de consommateurs.",
            'Une topologie enchaîne des opérations : sans état (filter, map), chaque enregistrement est traité seul ; avec état (count, aggregate, join), un état est conservé.',
          ],
        },
        {
          heading: 'État et tolérance aux pannes',
          paragraphs: [
            "L'état vit dans des stores locaux (RocksDB par défaut), chacun adossé à un topic changelog. Une nouvelle instance restaure le store depuis son changelog avant de prendre le relais.",
            "Un KStream est un flux d'événements indépendants ; une KTable garde la dernière valeur de chaque clé, comme une table construite à partir d'un changelog.",
          ],
        },
        {
          heading: 'Fenêtres et exactly-once',
          paragraphs: [
            'Les agrégations fenêtrées regroupent les enregistrements par temps : fenêtres fixes, glissantes, coulissantes et de session. Un délai de grâce admet les retardataires.',
            "processing.guarantee=exactly_once_v2 valide les sorties, l'état et les offsets d'entrée dans une même transaction.",
          ],
          code: topology,
        },
      ],
      quiz: [
        {
          id: 'ktable',
          question: 'Que contient une KTable pour chaque clé ?',
          choices: [
            'Tous les événements',
            'La dernière valeur',
            'La première valeur',
            "Le nombre d'événements",
          ],
          correctIndex: 1,
          explanation:
            'Une KTable est une vue par mise à jour : chaque nouvel enregistrement d’une clé remplace la valeur précédente.',
        },
        {
          id: 'restore',
          question: 'Comment Kafka Streams reconstruit-il un store perdu ?',
          choices: [
            'Depuis une sauvegarde de base de données',
            'En rejouant son topic changelog',
            'Il ne le peut pas',
            'Depuis les autres instances via HTTP',
          ],
          correctIndex: 1,
          explanation:
            'Chaque écriture dans un store part aussi dans un topic changelog, rejoué pour restaurer le store.',
        },
      ],
    },
  },
);
