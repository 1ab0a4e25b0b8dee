import type { Locale } from '../../i18n/messages';
import type { LabStep } from './types';

const server = '--bootstrap-server localhost:9092';

const commands = [
  {
    id: 'start-broker',
    command: 'bin/kafka-server-start.sh config/kraft/server.properties',
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
      'Topic: orders	TopicId: q3Zr9YtWQ0mG1b2cV7xk4A	PartitionCount: 3	ReplicationFactor: 1',
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
    output: '{"item":"Kafka book","qty":2}\n{"item":"T-shirt","qty":1}\nProcessed a total of 2 messages',
  },
  {
    id: 'consumer-groups',
    command: `bin/kafka-consumer-groups.sh --describe --group billing ${server}`,
    output: [
      'GROUP    TOPIC   PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG',
      'billing  orders  0          1               1               0',
      'billing  orders  1          1               1               0',
      'billing  orders  2          0               0               0',
    ].join('\n'),
  },
] as const;

const text: Record<Locale, { title: string; description: string }[]> = {
  en: [
    {
      title: 'Start the broker',
      description: 'Start a single Kafka broker in KRaft mode, without ZooKeeper.',
    },
    {
      title: 'Create a topic',
      description:
        'Create the orders topic with 3 partitions, so up to 3 consumers of a group can share the work.',
    },
    {
      title: 'Describe the topic',
      description: 'Check each partition: its leader, its replicas and the in-sync replicas (ISR).',
    },
    {
      title: 'Produce messages',
      description: 'Send keyed events; events with the same key always go to the same partition.',
    },
    {
      title: 'Consume messages',
      description: 'Read the topic from the beginning as a member of the billing consumer group.',
    },
    {
      title: 'Inspect the consumer group',
      description: 'See the committed offsets and the lag of the billing group per partition.',
    },
  ],
  fr: [
    {
      title: 'Démarrer le broker',
      description: 'Démarrez un broker Kafka unique en mode KRaft, sans ZooKeeper.',
    },
    {
      title: 'Créer un topic',
      description:
        'Créez le topic orders avec 3 partitions, pour que jusqu’à 3 consommateurs d’un groupe se partagent le travail.',
    },
    {
      title: 'Décrire le topic',
      description:
        'Vérifiez chaque partition : son leader, ses répliques et les répliques synchronisées (ISR).',
    },
    {
      title: 'Produire des messages',
      description: 'Envoyez des événements avec clé ; ceux de même clé vont toujours dans la même partition.',
    },
    {
      title: 'Consommer des messages',
      description: 'Lisez le topic depuis le début en tant que membre du groupe de consommateurs billing.',
    },
    {
      title: 'Inspecter le groupe de consommateurs',
      description: 'Consultez les offsets validés et le retard (lag) du groupe billing par partition.',
    },
  ],
};

const stepsFor = (locale: Locale): LabStep[] =>
  commands.map((c, i) => ({
    ...c,
    title: text[locale][i]?.title ?? c.id,
    description: text[locale][i]?.description ?? '',
  }));

/** The six sample steps of the practical-work page, in each language (static content). */
export const sampleLabSteps: Record<Locale, readonly LabStep[]> = { en: stepsFor('en'), fr: stepsFor('fr') };
