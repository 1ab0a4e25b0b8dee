import { author, defineArticle } from './defineArticle';

const connector =
  'curl -X PUT localhost:8083/connectors/orders-db/config \\\n  -H "Content-Type: application/json" \\\n  -d \'{"connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n       "database.hostname": "db", "topic.prefix": "shop"}\'';

export const kafkaConnect = defineArticle(
  { id: '6', level: 'advanced', publishedOn: '2025-04-28' },
  {
    en: {
      title: 'Kafka Connect for Data Integration',
      summary:
        'Move data between Kafka and databases, search engines and cloud storage with source and sink connectors.',
      author: author.en,
      sections: [
        {
          heading: 'Sources and sinks',
          paragraphs: [
            'A source connector imports data into Kafka (a database’s changes, files, queues); a sink connector exports topics to another system (a search index, object storage, a warehouse).',
            'Connectors are configured, not coded: Connect runs them as tasks on its workers and tracks their offsets for you.',
          ],
          code: connector,
        },
        {
          heading: 'Converters and transforms',
          paragraphs: [
            'Converters turn Connect’s internal records into bytes and back: JSON, Avro or Protobuf, often with a schema registry.',
            'Single message transforms make small changes on the way, such as renaming a field, masking a value or routing to another topic.',
          ],
        },
        {
          heading: 'Running Connect',
          paragraphs: [
            'In distributed mode several workers share connectors and tasks, storing configuration, offsets and status in Kafka topics, so a failed worker’s tasks move to the others.',
            'A dead letter queue topic (errors.deadletterqueue.topic.name) keeps records a sink cannot write instead of stopping the task.',
          ],
        },
      ],
      quiz: [
        {
          id: 'sink',
          question: 'Which connector copies a Kafka topic into Elasticsearch?',
          choices: ['A source connector', 'A sink connector', 'A converter', 'A transform'],
          correctIndex: 1,
          explanation: 'Sinks export from Kafka to another system; sources import into Kafka.',
        },
        {
          id: 'distributed',
          question: 'Where does distributed Connect keep connector configurations and offsets?',
          choices: ['In local files', 'In Kafka topics', 'In ZooKeeper only', 'In the connector’s database'],
          correctIndex: 1,
          explanation: 'Config, offset and status topics let any worker take over a failed worker’s tasks.',
        },
      ],
    },
    fr: {
      title: "Kafka Connect pour l'intégration de données",
      summary:
        'Faites circuler les données entre Kafka et les bases de données, moteurs de recherche et stockages cloud avec les connecteurs source et sink.',
      author: author.fr,
      sections: [
        {
          heading: 'Sources et sinks',
          paragraphs: [
            "Un connecteur source importe des données dans Kafka (les changements d'une base, des fichiers, des files) ; un connecteur sink exporte des topics vers un autre système (un index de recherche, un stockage objet, un entrepôt).",
            'Les connecteurs se configurent sans code : Connect les exécute en tâches sur ses workers et suit leurs offsets pour vous.',
          ],
          code: connector,
        },
        {
          heading: 'Convertisseurs et transformations',
          paragraphs: [
            'Les convertisseurs transforment les enregistrements internes de Connect en octets et inversement : JSON, Avro ou Protobuf, souvent avec un registre de schémas.',
            'Les transformations de message font de petits changements au passage : renommer un champ, masquer une valeur ou router vers un autre topic.',
          ],
        },
        {
          heading: 'Exploiter Connect',
          paragraphs: [
            "En mode distribué, plusieurs workers se partagent connecteurs et tâches, et stockent configuration, offsets et états dans des topics Kafka : les tâches d'un worker en panne passent aux autres.",
            "Un topic de lettres mortes (errors.deadletterqueue.topic.name) garde les enregistrements qu'un sink ne peut pas écrire au lieu d'arrêter la tâche.",
          ],
        },
      ],
      quiz: [
        {
          id: 'sink',
          question: 'Quel connecteur copie un topic Kafka dans Elasticsearch ?',
          choices: ['Un connecteur source', 'Un connecteur sink', 'Un convertisseur', 'Une transformation'],
          correctIndex: 1,
          explanation:
            'Les sinks exportent de Kafka vers un autre système ; les sources importent dans Kafka.',
        },
        {
          id: 'distributed',
          question: 'Où Connect distribué garde-t-il la configuration et les offsets des connecteurs ?',
          choices: [
            'Dans des fichiers locaux',
            'Dans des topics Kafka',
            'Uniquement dans ZooKeeper',
            'Dans la base du connecteur',
          ],
          correctIndex: 1,
          explanation:
            "Les topics de configuration, d'offsets et d'état permettent à tout worker de reprendre les tâches d'un worker en panne.",
        },
      ],
    },
  },
);
