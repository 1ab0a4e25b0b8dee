import type { LabStep, Locale } from '@elearning/ui';

/** The lab's id in the learner's stored progress. */
export const LAB_ID = 'first-topic';

const server = '--bootstrap-server localhost:9092';
const clusterId = 'J7s9-K0_QuyLsn2qSQJQyw';

// Kafka 4.x, KRaft only (no ZooKeeper): the quickstart's own sequence, from formatting the storage to reading a
// consumer group's lag. Outputs are what a single local broker prints (times and ids fixed).
const commands = [
  {
    id: 'cluster-id',
    command: 'bin/kafka-storage.sh random-uuid',
    output: clusterId,
  },
  {
    id: 'format-storage',
    command: `bin/kafka-storage.sh format --standalone -t ${clusterId} -c config/server.properties`,
    output:
      'Formatting dynamic metadata voter directory /tmp/kraft-combined-logs with metadata.version 4.0-IV3.',
  },
  {
    id: 'start-broker',
    command: 'bin/kafka-server-start.sh config/server.properties',
    output:
      '[2026-11-21 10:00:02,114] INFO [KafkaRaftServer nodeId=1] Kafka Server started (kafka.server.KafkaRaftServer)',
  },
  {
    id: 'create-topic',
    command: `bin/kafka-topics.sh --create --topic orders --partitions 3 --replication-factor 1 ${server}`,
    output: 'Created topic orders.',
  },
  {
    id: 'describe-topic',
    command: `bin/kafka-topics.sh --describe --topic orders ${server}`,
    output: [
      'Topic: orders	TopicId: q3Zr9YtWQ0mG1b2cV7xk4A	PartitionCount: 3	ReplicationFactor: 1	Configs: segment.bytes=1073741824',
      '	Topic: orders	Partition: 0	Leader: 1	Replicas: 1	Isr: 1',
      '	Topic: orders	Partition: 1	Leader: 1	Replicas: 1	Isr: 1',
      '	Topic: orders	Partition: 2	Leader: 1	Replicas: 1	Isr: 1',
    ].join('\n'),
  },
  {
    id: 'produce',
    command: `bin/kafka-console-producer.sh --topic orders --property parse.key=true --property key.separator=: ${server}`,
    output: '>order-1:{"item":"Kafka book","qty":2}\n>order-2:{"item":"T-shirt","qty":1}\n>',
  },
  {
    id: 'consume',
    command: `bin/kafka-console-consumer.sh --topic orders --group billing --from-beginning ${server}`,
    output: '{"item":"Kafka book","qty":2}\n{"item":"T-shirt","qty":1}\n^CProcessed a total of 2 messages',
  },
  {
    id: 'consumer-groups',
    command: `bin/kafka-consumer-groups.sh --describe --group billing ${server}`,
    output: [
      "Consumer group 'billing' has no active members.",
      '',
      'GROUP    TOPIC   PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID  HOST  CLIENT-ID',
      'billing  orders  0          1               1               0    -            -     -',
      'billing  orders  1          1               1               0    -            -     -',
      'billing  orders  2          0               0               0    -            -     -',
    ].join('\n'),
  },
] as const;

const text: Record<Locale, { title: string; description: string }[]> = {
  en: [
    {
      title: 'Generate a cluster id',
      description:
        'Kafka 4 runs in KRaft mode only, without ZooKeeper. A new cluster first needs an id: ask kafka-storage.sh (in bin/) for a random-uuid.',
    },
    {
      title: 'Format the storage',
      description: `Format the log directory as a standalone KRaft controller and broker: kafka-storage.sh format --standalone, with the id as -t ${clusterId} and the configuration as -c config/server.properties.`,
    },
    {
      title: 'Start the broker',
      description: 'Start the broker with kafka-server-start.sh and the same file, config/server.properties.',
    },
    {
      title: 'Create a topic',
      description:
        'With kafka-topics.sh, --create the topic orders with 3 partitions (so up to 3 consumers of a group can share the work) and a replication factor of 1, on the broker at localhost:9092 (--bootstrap-server).',
    },
    {
      title: 'Describe the topic',
      description:
        'Still with kafka-topics.sh, --describe the topic orders on localhost:9092: each partition shows its leader, its replicas and the in-sync replicas (ISR).',
    },
    {
      title: 'Produce keyed messages',
      description:
        'Start kafka-console-producer.sh on the topic orders (localhost:9092), reading a key before each value: --property parse.key=true, then --property key.separator=: . Messages with the same key always go to the same partition.',
    },
    {
      title: 'Consume messages',
      description:
        'Read the topic orders --from-beginning with kafka-console-consumer.sh, as a member of the consumer --group billing (localhost:9092).',
    },
    {
      title: 'Inspect the consumer group',
      description:
        'With kafka-consumer-groups.sh, --describe the --group billing (localhost:9092): its committed offsets and its lag per partition.',
    },
  ],
  fr: [
    {
      title: 'Générer un identifiant de cluster',
      description:
        'Kafka 4 ne fonctionne qu’en mode KRaft, sans ZooKeeper. Un nouveau cluster a d’abord besoin d’un identifiant : demandez un random-uuid à kafka-storage.sh (dans bin/).',
    },
    {
      title: 'Formater le stockage',
      description: `Formatez le répertoire des logs pour un contrôleur et broker KRaft autonome : kafka-storage.sh format --standalone, avec l’identifiant en -t ${clusterId} et la configuration en -c config/server.properties.`,
    },
    {
      title: 'Démarrer le broker',
      description:
        'Démarrez le broker avec kafka-server-start.sh et le même fichier, config/server.properties.',
    },
    {
      title: 'Créer un topic',
      description:
        'Avec kafka-topics.sh, créez (--create) le topic orders avec 3 partitions (jusqu’à 3 consommateurs d’un groupe pourront se partager le travail) et un facteur de réplication de 1, sur le broker localhost:9092 (--bootstrap-server).',
    },
    {
      title: 'Décrire le topic',
      description:
        'Toujours avec kafka-topics.sh, décrivez (--describe) le topic orders sur localhost:9092 : chaque partition affiche son leader, ses répliques et les répliques synchronisées (ISR).',
    },
    {
      title: 'Produire des messages avec clé',
      description:
        'Lancez kafka-console-producer.sh sur le topic orders (localhost:9092) en lisant une clé avant chaque valeur : --property parse.key=true, puis --property key.separator=: . Les messages de même clé vont toujours dans la même partition.',
    },
    {
      title: 'Consommer des messages',
      description:
        'Lisez le topic orders depuis le début (--from-beginning) avec kafka-console-consumer.sh, en tant que membre du groupe de consommateurs billing (--group, localhost:9092).',
    },
    {
      title: 'Inspecter le groupe de consommateurs',
      description:
        'Avec kafka-consumer-groups.sh, décrivez (--describe) le groupe billing (--group, localhost:9092) : ses offsets validés et son retard (lag) par partition.',
    },
  ],
};

const stepsFor = (locale: Locale): LabStep[] =>
  commands.map((c, i) => ({
    ...c,
    title: text[locale][i]?.title ?? c.id,
    description: text[locale][i]?.description ?? '',
  }));

/** The eight steps of the practical-work page, in each language (content shipped with the site). */
export const labSteps: Record<Locale, readonly LabStep[]> = { en: stepsFor('en'), fr: stepsFor('fr') };
