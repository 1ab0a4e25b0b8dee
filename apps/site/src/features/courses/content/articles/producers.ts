import { author, defineArticle } from './defineArticle';

const config =
  'acks=all\nenable.idempotence=true\nretries=2147483647\nlinger.ms=10\nbatch.size=65536\ncompression.type=lz4';

export const producers = defineArticle(
  { id: '3', level: 'intermediate', publishedOn: '2025-02-20' },
  {
    en: {
      title: 'Kafka Producers in Depth',
      summary:
        'Acknowledgements, retries, batching and idempotence: write to Kafka fast without losing a message.',
      author: author.en,
      sections: [
        {
          heading: 'From send() to the broker',
          paragraphs: [
            'send() serialises the key and value, picks a partition (by key hash, or spreading keyless records) and adds the record to a batch in memory.',
            'A background thread sends batches per partition leader. linger.ms waits a little to fill batches; batch.size caps them; compression shrinks them on the wire and on disk.',
          ],
        },
        {
          heading: 'Acknowledgements and retries',
          paragraphs: [
            'acks=0 does not wait, acks=1 waits for the leader, acks=all waits for every in-sync replica. Only acks=all survives the loss of the leader.',
            'Transient errors are retried until delivery.timeout.ms expires. Without idempotence a retry can write the same record twice.',
          ],
        },
        {
          heading: 'Idempotence and ordering',
          paragraphs: [
            'With enable.idempotence=true the broker discards duplicates using the producer id and a sequence number per partition, and order is kept even with several requests in flight.',
            'Transactions build on this to write to several partitions atomically, which exactly-once stream processing relies on.',
          ],
          code: config,
        },
      ],
      quiz: [
        {
          id: 'duplicates',
          question: 'Which setting prevents duplicates caused by producer retries?',
          choices: ['linger.ms', 'enable.idempotence=true', 'compression.type', 'acks=1'],
          correctIndex: 1,
          explanation: 'The idempotent producer numbers its records, so the broker drops a retried copy.',
        },
        {
          id: 'partitioner',
          question: 'Records with the same key always go to…',
          choices: ['A random partition', 'The same partition', 'The least loaded broker', 'Partition 0'],
          correctIndex: 1,
          explanation:
            'The default partitioner hashes the key, so equal keys land in the same partition and stay ordered.',
        },
      ],
    },
    fr: {
      title: 'Les producteurs Kafka en détail',
      summary:
        'Acquittements, nouvelles tentatives, regroupement et idempotence : écrire vite dans Kafka sans perdre un message.',
      author: author.fr,
      sections: [
        {
          heading: 'De send() au broker',
          paragraphs: [
            "send() sérialise la clé et la valeur, choisit une partition (par hachage de la clé, ou en répartissant les enregistrements sans clé) et ajoute l'enregistrement à un lot en mémoire.",
            "Un thread d'arrière-plan envoie les lots au leader de chaque partition. linger.ms attend un peu pour remplir les lots ; batch.size les limite ; la compression les réduit sur le réseau et sur disque.",
          ],
        },
        {
          heading: 'Acquittements et nouvelles tentatives',
          paragraphs: [
            "acks=0 n'attend rien, acks=1 attend le leader, acks=all attend toutes les répliques synchronisées. Seul acks=all résiste à la perte du leader.",
            "Les erreurs passagères sont retentées jusqu'à l'expiration de delivery.timeout.ms. Sans idempotence, une nouvelle tentative peut écrire deux fois le même enregistrement.",
          ],
        },
        {
          heading: 'Idempotence et ordre',
          paragraphs: [
            "Avec enable.idempotence=true, le broker écarte les doublons grâce à l'identifiant du producteur et à un numéro de séquence par partition, et l'ordre est gardé même avec plusieurs requêtes en vol.",
            "Les transactions s'appuient dessus pour écrire atomiquement dans plusieurs partitions, ce qu'exige le traitement de flux exactly-once.",
          ],
          code: config,
        },
      ],
      quiz: [
        {
          id: 'duplicates',
          question: 'Quel réglage évite les doublons dus aux nouvelles tentatives du producteur ?',
          choices: ['linger.ms', 'enable.idempotence=true', 'compression.type', 'acks=1'],
          correctIndex: 1,
          explanation:
            'Le producteur idempotent numérote ses enregistrements : le broker écarte la copie renvoyée.',
        },
        {
          id: 'partitioner',
          question: 'Les enregistrements de même clé vont toujours…',
          choices: [
            'Dans une partition au hasard',
            'Dans la même partition',
            'Sur le broker le moins chargé',
            'Dans la partition 0',
          ],
          correctIndex: 1,
          explanation:
            'Le partitionneur par défaut hache la clé : des clés égales arrivent dans la même partition et restent ordonnées.',
        },
      ],
    },
  },
);
