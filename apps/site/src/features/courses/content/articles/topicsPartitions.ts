import { author, defineArticle } from './defineArticle';

const createTopic =
  'kafka-topics.sh --bootstrap-server localhost:9092 \\\n  --create --topic payments --partitions 6 --replication-factor 3 \\\n  --config min.insync.replicas=2';
const describeTopic = 'kafka-topics.sh --bootstrap-server localhost:9092 --describe --topic payments';

export const topicsPartitions = defineArticle(
  { id: '2', level: 'beginner', publishedOn: '2025-02-03' },
  {
    en: {
      title: 'Topics, Partitions and Replication',
      summary:
        'How Kafka stores data: partitioned logs, leaders and followers, and the replication that keeps data safe.',
      author: author.en,
      sections: [
        {
          heading: 'A topic is a partitioned log',
          paragraphs: [
            'Kafka stores each partition as an append-only log on disk. New events are added at the end and get the next offset; existing events are never changed.',
            'Retention decides how long events stay: by time (retention.ms), by size (retention.bytes) or, for compacted topics, the latest value per key.',
          ],
          code: createTopic,
        },
        {
          heading: 'Leaders and followers',
          paragraphs: [
            'Every partition has one leader replica that serves reads and writes, and followers on other brokers that fetch from it.',
            'Followers that keep up form the in-sync replica set (ISR). If the leader fails, the controller elects a new leader from the ISR, so no acknowledged event is lost.',
          ],
          code: describeTopic,
        },
        {
          heading: 'Choosing replication settings',
          paragraphs: [
            'A replication factor of 3 with min.insync.replicas=2 and producers using acks=all survives the loss of one broker without losing or refusing writes.',
            'More partitions allow more parallel consumers, but each partition costs open files and leader elections: size for the throughput you need.',
          ],
        },
      ],
      quiz: [
        {
          id: 'isr',
          question: 'Which replicas can become leader without losing acknowledged events?',
          choices: [
            'Any replica',
            'Only in-sync replicas',
            'Only the oldest replica',
            'None, Kafka copies the data again',
          ],
          correctIndex: 1,
          explanation:
            'In-sync replicas hold every acknowledged event, so electing one of them keeps the data intact.',
        },
        {
          id: 'min-isr',
          question:
            'Replication factor 3, min.insync.replicas=2, acks=all: how many brokers can fail while writes still succeed?',
          choices: ['None', 'One', 'Two', 'Three'],
          correctIndex: 1,
          explanation:
            'With one broker down, two in-sync replicas remain, which meets min.insync.replicas=2.',
        },
      ],
    },
    fr: {
      title: 'Topics, partitions et réplication',
      summary:
        'Comment Kafka stocke les données : journaux partitionnés, leaders et followers, et la réplication qui les protège.',
      author: author.fr,
      sections: [
        {
          heading: 'Un topic est un journal partitionné',
          paragraphs: [
            "Kafka stocke chaque partition comme un journal en ajout seul sur disque. Les nouveaux événements sont ajoutés à la fin et reçoivent l'offset suivant ; les événements existants ne sont jamais modifiés.",
            'La rétention décide de leur durée de vie : par temps (retention.ms), par taille (retention.bytes) ou, pour les topics compactés, la dernière valeur de chaque clé.',
          ],
          code: createTopic,
        },
        {
          heading: 'Leaders et followers',
          paragraphs: [
            "Chaque partition a une réplique leader qui sert les lectures et les écritures, et des followers sur d'autres brokers qui la copient.",
            "Les followers à jour forment l'ensemble des répliques synchronisées (ISR). Si le leader tombe, le contrôleur élit un nouveau leader dans l'ISR : aucun événement acquitté n'est perdu.",
          ],
          code: describeTopic,
        },
        {
          heading: 'Choisir les réglages de réplication',
          paragraphs: [
            "Un facteur de réplication de 3 avec min.insync.replicas=2 et des producteurs en acks=all supporte la perte d'un broker sans perdre ni refuser d'écritures.",
            'Plus de partitions permettent plus de consommateurs en parallèle, mais chacune coûte des fichiers ouverts et des élections de leader : dimensionnez selon le débit visé.',
          ],
        },
      ],
      quiz: [
        {
          id: 'isr',
          question: 'Quelles répliques peuvent devenir leader sans perdre d’événements acquittés ?',
          choices: [
            "N'importe quelle réplique",
            'Seulement les répliques synchronisées',
            'Seulement la plus ancienne',
            'Aucune, Kafka recopie les données',
          ],
          correctIndex: 1,
          explanation:
            'Les répliques synchronisées détiennent tous les événements acquittés : en élire une garde les données intactes.',
        },
        {
          id: 'min-isr',
          question:
            'Facteur 3, min.insync.replicas=2, acks=all : combien de brokers peuvent tomber sans bloquer les écritures ?',
          choices: ['Aucun', 'Un', 'Deux', 'Trois'],
          correctIndex: 1,
          explanation:
            'Avec un broker en panne, il reste deux répliques synchronisées, ce qui respecte min.insync.replicas=2.',
        },
      ],
    },
  },
);
