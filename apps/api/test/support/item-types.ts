import type { SeedTest } from '../../src/db/seed/types';

/** The pairs and steps of `itemTypesFixture`, in their correct order: the tests build answers from the texts. */
export const PAIRS = [
  { item: 'acks=0', target: 'No acknowledgement' },
  { item: 'acks=1', target: 'The leader alone' },
  { item: 'acks=all', target: 'Every in-sync replica' },
];
export const EXTRA_TARGET = 'A majority of the controllers';
export const STEPS = [
  'initTransactions()',
  'beginTransaction()',
  'send() the records',
  'commitTransaction()',
];

/** A free test with one matching, one ordering and one single-answer item, each with a stable id and French. */
export const itemTypesFixture: SeedTest = {
  slug: 'fixture-item-types',
  title: 'Fixture item types',
  description: 'Matching, ordering and single answer.',
  timeLimit: 900,
  passingScore: 70,
  isFree: true,
  price: 0,
  currency: 'USD',
  questions: [
    {
      id: 'fixture-acks-matching',
      type: 'matching',
      domain: 'Producer',
      text: 'Match each acks setting with who must acknowledge a write.',
      choices: [],
      pairs: PAIRS,
      extraTargets: [EXTRA_TARGET],
      explanation: 'acks=0 waits for nobody, acks=1 for the leader, acks=all for the in-sync replicas.',
    },
    {
      id: 'fixture-transaction-ordering',
      type: 'ordering',
      domain: 'Producer',
      text: 'Put the calls of a transactional producer in order.',
      choices: [],
      steps: STEPS,
      explanation: 'The producer registers once, then each transaction begins, sends and commits.',
    },
    {
      id: 'fixture-offsets-single',
      domain: 'Broker',
      text: 'What stores the committed offsets of consumer groups?',
      choices: [
        { text: 'The __consumer_offsets topic', correct: true },
        { text: 'ZooKeeper only', correct: false },
      ],
      explanation: 'The group coordinator writes offsets to the internal __consumer_offsets topic.',
    },
  ],
  fr: {
    title: 'Test des types d’items',
    description: 'Association, ordre et réponse unique.',
    questions: [
      {
        text: 'Associez chaque réglage acks à qui doit accuser réception d’une écriture.',
        choices: [],
        pairs: [
          { item: 'acks=0', target: 'Aucun accusé de réception' },
          { item: 'acks=1', target: 'Le leader seul' },
          { item: 'acks=all', target: 'Chaque réplique in-sync' },
        ],
        extraTargets: ['Une majorité des contrôleurs'],
        explanation: 'acks=0 n’attend personne, acks=1 le leader, acks=all les répliques in-sync.',
      },
      {
        text: 'Mettez dans l’ordre les appels d’un producteur transactionnel.',
        choices: [],
        steps: [
          'initTransactions()',
          'beginTransaction()',
          'send() des enregistrements',
          'commitTransaction()',
        ],
        explanation:
          'Le producteur s’enregistre une fois, puis chaque transaction commence, envoie et valide.',
      },
      {
        text: 'Où sont stockés les offsets validés des consumer groups\u202f?',
        choices: ['Le topic __consumer_offsets', 'ZooKeeper seulement'],
        explanation: 'Le coordinateur de groupe écrit les offsets dans le topic interne __consumer_offsets.',
      },
    ],
  },
};
