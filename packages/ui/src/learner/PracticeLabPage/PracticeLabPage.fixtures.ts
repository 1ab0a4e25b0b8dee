import type { Locale } from '../../i18n/messages';
import type { LabAttempt, LabStep } from './types';

// Made-up samples, not the site's lab (apps/site ships that): three steps, so a story shows steps done,
// current and ahead; one output is multi-line and tab-aligned, one title is long.
const server = '--bootstrap-server localhost:9092';

const commands = [
  {
    id: 'create',
    command: `bin/kafka-topics.sh --create --topic demo-events --partitions 2 ${server}`,
    output: 'Created topic demo-events.',
  },
  {
    id: 'describe',
    command: `bin/kafka-topics.sh --describe --topic demo-events ${server}`,
    output: [
      'Topic: demo-events	PartitionCount: 2	ReplicationFactor: 1',
      '	Topic: demo-events	Partition: 0	Leader: 1	Replicas: 1	Isr: 1',
      '	Topic: demo-events	Partition: 1	Leader: 1	Replicas: 1	Isr: 1',
    ].join('\n'),
  },
  {
    id: 'consume',
    command: `bin/kafka-console-consumer.sh --topic demo-events --from-beginning ${server}`,
    output: 'sample event 1\nsample event 2\nProcessed a total of 2 messages',
  },
] as const;

const text: Record<Locale, { title: string; description: string }[]> = {
  en: [
    {
      title: 'Sample step: create a topic',
      description: 'A sample step: create demo-events with 2 partitions on localhost:9092.',
    },
    { title: 'Sample step: describe it', description: 'A sample step whose output is a table.' },
    {
      title: 'Sample step with a long title: read every event from the beginning',
      description: 'The last sample step.',
    },
  ],
  fr: [
    {
      title: 'Étape d’exemple : créer un topic',
      description: 'Une étape d’exemple à la sortie d’une ligne.',
    },
    {
      title: 'Étape d’exemple : le décrire',
      description: 'Une étape d’exemple dont la sortie est un tableau.',
    },
    {
      title: 'Étape d’exemple au titre long : lire chaque événement depuis le début',
      description: 'La dernière étape d’exemple.',
    },
  ],
};

const stepsFor = (locale: Locale): LabStep[] =>
  commands.map((c, i) => ({
    ...c,
    title: text[locale][i]?.title ?? c.id,
    description: text[locale][i]?.description ?? '',
  }));

/** Three made-up steps for the practical-work page's stories and tests, in each language. */
export const sampleLabSteps: Record<Locale, readonly LabStep[]> = { en: stepsFor('en'), fr: stepsFor('fr') };

/** A typed command the check refused, with its hint (the site's rule decides; here a made-up verdict). */
export const sampleMistake: LabAttempt = {
  typed: 'bin/kafka-topics.sh --create --topic demo-events --partitions 3 --bootstrap-server localhost:9092',
  hint: { reason: 'value', option: '--partitions', expected: '2' },
};
