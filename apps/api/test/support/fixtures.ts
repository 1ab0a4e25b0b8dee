import type { SeedTest } from '../../src/db/seed/types';

/** Small tests with known answers. Question 2 of the free test is multi-answer. */
export const freeFixture: SeedTest = {
  slug: 'fixture-free',
  title: 'Fixture free test',
  description: 'Three questions with known answers.',
  timeLimit: 600,
  passingScore: 70,
  isFree: true,
  price: 0,
  currency: 'USD',
  /** Deliberately partial, to show the English fallback: question 2 has a choice list of the wrong length (its
   * choices stay English) and question 3 has no French at all. */
  fr: {
    title: 'Test gratuit de démonstration',
    description: 'Trois questions aux réponses connues.',
    questions: [
      {
        text: 'Quel réglage protège des doublons les nouvelles tentatives du producteur\u202f?',
        choices: ['enable.idempotence=true', 'acks=0', 'linger.ms=0'],
        explanation: 'L’idempotence numérote les batchs\u00a0: le broker écarte les doublons renvoyés.',
      },
      {
        text: 'Quels sont les deux réglages qui règlent la validation automatique des offsets\u202f?',
        choices: ['enable.auto.commit'],
        explanation: 'enable.auto.commit l’active et auto.commit.interval.ms en fixe le rythme.',
      },
    ],
  },
  questions: [
    {
      domain: 'Producer',
      text: 'Which setting makes producer retries safe from duplicates?',
      choices: [
        { text: 'enable.idempotence=true', correct: true },
        { text: 'acks=0', correct: false },
        { text: 'linger.ms=0', correct: false },
      ],
      explanation: 'Idempotence gives batches sequence numbers, so the broker drops retried duplicates.',
    },
    {
      domain: 'Consumer',
      text: 'Which two settings control how often a consumer commits offsets automatically?',
      choices: [
        { text: 'enable.auto.commit', correct: true },
        { text: 'auto.commit.interval.ms', correct: true },
        { text: 'fetch.min.bytes', correct: false },
        { text: 'session.timeout.ms', correct: false },
      ],
      explanation: 'Auto commit is switched on by enable.auto.commit and paced by auto.commit.interval.ms.',
    },
    {
      domain: 'Broker',
      text: 'What stores the committed offsets of consumer groups?',
      choices: [
        { text: 'The __consumer_offsets topic', correct: true },
        { text: 'ZooKeeper only', correct: false },
      ],
      explanation:
        'Since Kafka 0.9 the group coordinator writes offsets to the internal __consumer_offsets topic.',
    },
  ],
};

export const premiumFixture: SeedTest = {
  slug: 'fixture-premium',
  title: 'Fixture premium test',
  description: 'Two questions behind a purchase.',
  timeLimit: 900,
  passingScore: 50,
  isFree: false,
  price: 19.99,
  currency: 'USD',
  questions: [
    {
      domain: 'Kafka Streams',
      text: 'What does a KTable represent?',
      choices: [
        { text: 'A changelog: the latest value per key', correct: true },
        { text: 'Every record ever written', correct: false },
      ],
      explanation: 'A KTable is an update stream: each record replaces the previous value of its key.',
    },
    {
      domain: 'ksqlDB',
      text: 'Which statement creates a persistent query?',
      choices: [
        { text: 'CREATE STREAM ... AS SELECT', correct: true },
        { text: 'SELECT ... EMIT CHANGES', correct: false },
        { text: 'DESCRIBE', correct: false },
      ],
      explanation:
        'CSAS/CTAS statements run continuously and write to a topic; a push query only streams to the client.',
    },
  ],
};

export const fixtureTests = [freeFixture, premiumFixture];

/**
 * The suites address the questions and choices of these fixtures by their seed position, so the harness's app
 * keeps their order (the test-only TEST_FIXED_ORDER setting); every other test is shuffled per attempt.
 */
export const FIXED_ORDER_SLUGS = [freeFixture.slug, premiumFixture.slug];

/**
 * Eight questions of four choices (the first one right), shuffled per attempt: two attempts share an order with
 * odds far below one in a billion. Question 1 carries references, French titles partly given.
 */
export const shuffledFixture: SeedTest = {
  slug: 'fixture-shuffled',
  title: 'Fixture shuffled test',
  description: 'Eight questions in a per-attempt order.',
  timeLimit: 900,
  passingScore: 70,
  isFree: true,
  price: 0,
  currency: 'USD',
  questions: Array.from({ length: 8 }, (_q, q) => ({
    domain: 'Broker' as const,
    text: `Shuffled question ${q + 1}`,
    choices: Array.from({ length: 4 }, (_c, c) => ({ text: `Q${q + 1} choice ${c + 1}`, correct: c === 0 })),
    explanation: `Explanation ${q + 1}`,
    ...(q === 0 && {
      references: [
        { title: 'Replication', url: 'https://kafka.apache.org/documentation/#replication' },
        {
          title: 'KIP-98: Exactly Once Delivery and Transactional Messaging',
          url: 'https://cwiki.apache.org/confluence/display/KAFKA/KIP-98+-+Exactly+Once+Delivery+and+Transactional+Messaging',
        },
      ],
    }),
  })),
  fr: {
    title: 'Test mélangé',
    description: 'Huit questions dans un ordre propre à chaque tentative.',
    questions: [
      {
        text: 'Question mélangée 1',
        choices: ['Q1 choix 1', 'Q1 choix 2', 'Q1 choix 3', 'Q1 choix 4'],
        explanation: 'Explication 1',
        references: ['Réplication'],
      },
    ],
  },
};
