// Realistic Kafka sample data for stories and tests only; not part of the public API.
import type {
  AttemptSummary,
  ExamQuestion,
  ExamResult,
  ExamTest,
  QuestionState,
  ReviewedQuestion,
} from './types';

const baseTest: ExamTest = {
  id: 1,
  title: 'Kafka Fundamentals Quiz',
  description:
    'Topics, partitions, producers and consumers: check the basics before the full practice exams.',
  timeLimit: 1800,
  passingScore: 70,
  totalQuestions: 20,
  topics: ['Producer', 'Consumer', 'Broker'],
  userAttempts: 0,
  bestScore: null,
  lastStatus: 'NOT STARTED',
  hasAbandonedTest: false,
  remainingTime: null,
  isFree: true,
  price: 0,
  currency: 'USD',
  isActive: true,
  hasAccess: true,
  accessExpiryDate: null,
  daysRemaining: null,
};

/** A free test never taken: Start Test. */
export const freeTest: ExamTest = baseTest;

/** A bought test with a paused session: Continue Test. */
export const pausedTest: ExamTest = {
  ...baseTest,
  id: 2,
  title: 'Kafka Developer Practice Test 1',
  description:
    'A full-length practice exam: producers, consumers, brokers, Streams, Connect, ksqlDB, Schema Registry, security, testing and monitoring.',
  timeLimit: 5400,
  totalQuestions: 60,
  topics: [
    'Producer',
    'Consumer',
    'Broker',
    'Kafka Streams',
    'Kafka Connect',
    'ksqlDB',
    'Schema Registry',
    'Security',
    'Testing',
    'Monitoring',
  ],
  userAttempts: 2,
  bestScore: 78,
  lastStatus: 'PAUSED',
  hasAbandonedTest: true,
  remainingTime: 3120,
  isFree: false,
  price: 19.99,
  accessExpiryDate: '2027-05-21T16:36:07Z',
  daysRemaining: 181,
};

/** A tab closed mid-test: the session is still in progress on the server, so it reads Paused with Continue. */
export const interruptedTest: ExamTest = {
  ...pausedTest,
  id: 9,
  lastStatus: 'IN PROGRESS',
  remainingTime: 1740,
};

/** A premium test without access: Unlock Test. */
export const lockedTest: ExamTest = {
  ...pausedTest,
  id: 3,
  title: 'Kafka Developer Practice Test 2',
  description:
    'Sixty new scenario questions on delivery guarantees, rebalancing and exactly-once processing.',
  userAttempts: 0,
  bestScore: null,
  lastStatus: 'NOT STARTED',
  hasAbandonedTest: false,
  remainingTime: null,
  hasAccess: false,
  accessExpiryDate: null,
  daysRemaining: null,
};

/** A bought, completed test whose access ends in 5 days: Retake Test with an amber banner. */
export const expiringTest: ExamTest = {
  ...pausedTest,
  id: 4,
  title: 'Kafka Streams Deep Dive',
  description: 'Stateful processing, windowing, joins and interactive queries with the Streams DSL.',
  totalQuestions: 40,
  timeLimit: 3600,
  topics: ['Kafka Streams'],
  userAttempts: 3,
  bestScore: 64,
  lastStatus: 'COMPLETED',
  hasAbandonedTest: false,
  remainingTime: null,
  price: 14.99,
  accessExpiryDate: '2026-11-26T10:00:00Z',
  daysRemaining: 5,
};

/** A free test completed once. */
export const completedFreeTest: ExamTest = {
  ...baseTest,
  id: 5,
  title: 'Kafka Connect & ksqlDB Essentials',
  description: 'Source and sink connectors, converters, single message transforms and streaming SQL.',
  totalQuestions: 25,
  topics: ['Kafka Connect', 'ksqlDB'],
  userAttempts: 1,
  bestScore: 88,
  lastStatus: 'COMPLETED',
};

/** A locked premium test priced in euros. */
export const lockedEuroTest: ExamTest = {
  ...lockedTest,
  id: 6,
  title: 'Kafka Administrator Practice Test',
  description: 'Cluster sizing, replication, security, quotas and monitoring for operators.',
  totalQuestions: 50,
  timeLimit: 4500,
  topics: ['Broker', 'Kafka Connect'],
  price: 24.5,
  currency: 'EUR',
};

export const sampleTests: ExamTest[] = [
  freeTest,
  pausedTest,
  lockedTest,
  expiringTest,
  completedFreeTest,
  lockedEuroTest,
];

const choices = (questionId: number, texts: string[]) =>
  texts.map((choiceText, i) => ({ choiceId: questionId * 10 + i + 1, choiceText, choiceOrder: i + 1 }));

/** A single-answer question. */
export const singleQuestion: ExamQuestion = {
  questionId: 311,
  orderId: 3,
  questionText:
    'A producer retries a batch after a network timeout. Which setting guarantees the retry cannot write a duplicate record to the partition?',
  category: 'PRODUCER',
  categoryName: 'Producer',
  correctAnswersNumber: 1,
  flagged: false,
  selectedChoiceIds: [],
  choices: choices(311, [
    'enable.idempotence=true',
    'acks=0',
    'linger.ms=0',
    'max.in.flight.requests.per.connection=10',
  ]),
};

/** A two-answer question, served with its choices out of order to prove sorting by choiceOrder. */
export const multiQuestion: ExamQuestion = {
  questionId: 312,
  orderId: 4,
  questionText: 'Which two events trigger a rebalance of a consumer group?',
  category: 'CONSUMER',
  categoryName: 'Consumer',
  correctAnswersNumber: 2,
  flagged: true,
  selectedChoiceIds: [3121],
  choices: [
    { choiceId: 3124, choiceText: "A topic's retention.ms is changed", choiceOrder: 4 },
    { choiceId: 3121, choiceText: 'A new consumer joins the group', choiceOrder: 1 },
    { choiceId: 3123, choiceText: 'A producer writes to a new key', choiceOrder: 3 },
    {
      choiceId: 3122,
      choiceText: 'A consumer stops sending heartbeats for longer than session.timeout.ms',
      choiceOrder: 2,
    },
  ],
};

/** A question whose choices are long code-like texts. */
export const longQuestion: ExamQuestion = {
  questionId: 313,
  orderId: 60,
  questionText:
    'A Kafka Streams application reads orders, groups them by customer and counts them in a 5-minute tumbling window. After a restart, counts for the current window start again from zero on one instance only. The state store is persistent and the application.id did not change. What is the most likely cause, given that the instance was moved to a new host without its state directory?',
  category: 'KAFKA_STREAMS',
  categoryName: 'Kafka Streams',
  correctAnswersNumber: 1,
  flagged: false,
  selectedChoiceIds: [3132],
  choices: choices(313, [
    'The changelog topic was compacted, so the store cannot be restored',
    'The store is restored from its changelog topic, and the counts shown come from before the restore completed',
    'Tumbling windows never survive a restart',
    'The consumer group lost its committed offsets and reprocessed the input from the earliest offset',
  ]),
};

/** The strip of a 60-question session: some answered, some flagged. */
export const sampleQuestionStates: QuestionState[] = Array.from({ length: 60 }, (_, i) => ({
  orderId: i + 1,
  answered: i < 12 && i !== 3 ? true : [20, 21, 33].includes(i),
  flagged: [3, 7, 33].includes(i),
}));

/** Practice: questions 1, 2, 5, 6 and 8 checked (2 and 8 wrong), 9 answered but not checked, 8 flagged. */
const practiceVerdicts: Record<number, boolean> = { 1: true, 2: false, 5: true, 6: true, 8: false };
export const practiceQuestionStates: QuestionState[] = Array.from({ length: 60 }, (_, i) => {
  const orderId = i + 1;
  const correct = practiceVerdicts[orderId];
  return {
    orderId,
    answered: correct !== undefined || orderId === 9,
    flagged: orderId === 8,
    ...(correct === undefined ? {} : { checked: true, correct }),
  };
});

/** The same strip once question `orderId` was checked with this verdict. */
export const withVerdict = (orderId: number, correct: boolean): QuestionState[] =>
  practiceQuestionStates.map((q) =>
    q.orderId === orderId ? { ...q, answered: true, checked: true, correct } : q,
  );

const answers = (questionId: number, items: [string, boolean, boolean][]) =>
  items.map(([value, correct, clientChose], i) => ({
    answerId: questionId * 10 + i + 1,
    value,
    choiceOrder: i + 1,
    correct,
    clientChose,
  }));

const reviewed = (
  q: Omit<ReviewedQuestion, 'correct' | 'ignored'> & { ignored?: boolean },
): ReviewedQuestion => ({
  ...q,
  ignored: q.ignored ?? !q.answers.some((a) => a.clientChose),
  correct: q.answers.every((a) => a.correct === a.clientChose),
  // Seconds on screen: made up, different per question.
  activeSeconds: q.activeSeconds ?? 25 + ((q.orderId * 37) % 90),
});

export const reviewedQuestions: ReviewedQuestion[] = [
  reviewed({
    questionId: 311,
    orderId: 1,
    questionText: 'Which producer setting makes retries safe from duplicates?',
    category: 'PRODUCER',
    categoryName: 'Producer',
    explanation:
      'Idempotence gives each batch a producer id and sequence number, so the broker drops a retried batch it has already written.',
    flagged: false,
    answers: answers(311, [
      ['enable.idempotence=true', true, true],
      ['acks=0', false, false],
      ['linger.ms=0', false, false],
    ]),
  }),
  reviewed({
    questionId: 312,
    orderId: 2,
    questionText: 'Which two events trigger a rebalance of a consumer group?',
    category: 'CONSUMER',
    categoryName: 'Consumer',
    explanation:
      'Membership changes trigger a rebalance: a member joining, leaving, or being considered dead after session.timeout.ms without heartbeats. Producer writes and topic configuration do not.',
    flagged: true,
    answers: answers(312, [
      ['A new consumer joins the group', true, true],
      ['A consumer stops sending heartbeats for longer than session.timeout.ms', true, false],
      ['A producer writes to a new key', false, true],
      ["A topic's retention.ms is changed", false, false],
    ]),
  }),
  reviewed({
    questionId: 313,
    orderId: 3,
    questionText:
      'With unclean.leader.election.enable=false, what happens when the leader of a partition fails?',
    category: 'BROKER',
    categoryName: 'Broker',
    explanation:
      'Only an in-sync replica may become leader, which avoids losing acknowledged writes. If no ISR member is alive the partition stays offline.',
    flagged: false,
    answers: answers(313, [
      ['The controller elects a new leader from the in-sync replicas', true, true],
      ['Any replica, even out of sync, becomes leader', false, false],
      ['Producers write to a follower until the leader returns', false, false],
    ]),
  }),
  reviewed({
    questionId: 314,
    orderId: 4,
    questionText: 'Which Kafka Streams abstraction treats each record as the latest value for its key?',
    category: 'KAFKA_STREAMS',
    categoryName: 'Kafka Streams',
    explanation:
      'A KTable is a changelog stream: a record with an existing key is an update (upsert) of that key.',
    flagged: true,
    answers: answers(314, [
      ['KStream', false, false],
      ['KTable', true, false],
      ['KGroupedStream', false, false],
    ]),
  }),
  reviewed({
    questionId: 315,
    orderId: 5,
    questionText: 'In distributed mode, where does Kafka Connect store connector configurations?',
    category: 'KAFKA_CONNECT',
    categoryName: 'Kafka Connect',
    explanation:
      'Distributed workers share configurations, offsets and status through internal compacted topics (config.storage.topic, offset.storage.topic, status.storage.topic).',
    flagged: false,
    answers: answers(315, [
      ['In a compacted internal topic named by config.storage.topic', true, true],
      ['In a properties file on every worker', false, false],
      ['In ZooKeeper only', false, false],
    ]),
  }),
  reviewed({
    questionId: 316,
    orderId: 6,
    questionText:
      'Which ksqlDB statement starts a persistent query that keeps writing results to a new topic?',
    category: 'KSQLDB',
    categoryName: 'ksqlDB',
    explanation:
      'CREATE STREAM … AS SELECT registers a persistent query backed by a new topic. A SELECT … EMIT CHANGES push query only lives as long as the client connection.',
    flagged: false,
    answers: answers(316, [
      ['CREATE STREAM … AS SELECT', true, false],
      ['SELECT … EMIT CHANGES', false, true],
      ['PRINT', false, false],
    ]),
  }),
  reviewed({
    questionId: 317,
    orderId: 7,
    questionText: 'Which two settings make a producer send larger batches?',
    category: 'PRODUCER',
    categoryName: 'Producer',
    explanation:
      'linger.ms lets the producer wait for more records before sending, and a larger batch.size lets each batch hold more of them.',
    flagged: false,
    answers: answers(317, [
      ['linger.ms greater than 0', true, true],
      ['A larger batch.size', true, true],
      ['acks=all', false, false],
      ['retries=0', false, false],
    ]),
  }),
  reviewed({
    questionId: 318,
    orderId: 8,
    questionText: 'What does auto.offset.reset=earliest do?',
    category: 'CONSUMER',
    categoryName: 'Consumer',
    explanation:
      'It only applies when the group has no committed offset for a partition (or the offset is out of range): the consumer then starts from the earliest offset.',
    flagged: false,
    answers: answers(318, [
      ['Starts from the earliest offset when no committed offset exists', true, true],
      ['Rewinds to the beginning at every restart', false, false],
      ['Deletes committed offsets after each poll', false, false],
    ]),
  }),
];

export const sampleResult: ExamResult = {
  historyId: 42,
  testId: 2,
  testTitle: 'Kafka Developer Practice Test 1',
  score: 63,
  correctAnswersCount: 5,
  totalQuestions: 8,
  passingScore: 70,
  passed: false,
  timeUsed: 4210,
  timeLimit: 5400,
  endTime: '2026-11-20T10:15:00Z',
  questions: reviewedQuestions,
};

/** A later attempt: questions 2 and 6 now right, 7 of 8. */
export const passedResult: ExamResult = {
  ...sampleResult,
  historyId: 43,
  score: 88,
  correctAnswersCount: 7,
  passed: true,
  timeUsed: 2765,
  questions: reviewedQuestions.map((q) =>
    q.orderId === 2 || q.orderId === 6
      ? reviewed({ ...q, answers: q.answers.map((a) => ({ ...a, clientChose: a.correct })) })
      : q,
  ),
};

const attempt = (id: number, score: number, endTime: string, timeUsed: number): AttemptSummary => ({
  testHistoryId: id,
  testId: 2,
  correctAnswersCount: Math.round((score / 100) * 60),
  totalQuestions: 60,
  score,
  passingScore: 70,
  passed: score >= 70,
  endTime,
  timeUsed,
});

/** Five attempts, newest last, to prove the card sorts them. */
export const sampleAttempts: AttemptSummary[] = [
  attempt(38, 52, '2026-10-02T18:20:00Z', 5400),
  attempt(39, 61, '2026-10-09T19:05:00Z', 5012),
  attempt(40, 70, '2026-10-21T08:45:00Z', 4620),
  attempt(41, 69, '2026-11-04T20:10:00Z', 4388),
  attempt(42, 78, '2026-11-20T10:15:00Z', 4210),
];

/** Link targets the stories and tests pass in (the app's come from apps/site/src/config/paths.ts). */
export const sampleUrls = {
  login: '/login',
  dashboard: '/dashboard',
  subscription: '/subscription',
  testResults: (historyId: number) => `/tests/results/${historyId}`,
} as const;

/** Practice: the single-answer question after a wrong check (B chosen, A correct), with a reference. */
export const checkedWrongQuestion: ExamQuestion = {
  ...singleQuestion,
  selectedChoiceIds: [3112],
  check: {
    questionId: 311,
    correct: false,
    selectedChoiceIds: [3112],
    correctChoiceIds: [3111],
    explanation:
      'Idempotence gives each producer an id and each batch a sequence number, so the broker drops a retried batch it has already written.',
    references: [
      {
        title: 'Producer configuration: enable.idempotence',
        url: 'https://kafka.apache.org/documentation/#producerconfigs_enable.idempotence',
      },
    ],
  },
};

/** Practice: the two-answer question after a right check. */
export const checkedRightQuestion: ExamQuestion = {
  ...multiQuestion,
  selectedChoiceIds: [3121, 3122],
  check: {
    questionId: 312,
    correct: true,
    selectedChoiceIds: [3121, 3122],
    correctChoiceIds: [3121, 3122],
    explanation: 'A member joining or leaving (or missing its heartbeats) changes the assignment.',
    references: [],
  },
};

/** A paused practice attempt: untimed, so the intro offers Continue Practice without minutes. */
export const pausedPracticeTest: ExamTest = { ...pausedTest, lastMode: 'practice', remainingTime: 2_591_000 };

/** A 4-question drill: accuracy and active time, no verdict (11:40 of wall-clock time is not shown). */
export const practiceResult: ExamResult = {
  ...sampleResult,
  mode: 'practice',
  timeUsed: 700,
  activeTime: 312,
  score: 75,
  correctAnswersCount: 3,
  totalQuestions: 4,
  wrongCount: 1,
  unansweredCount: 0,
  passed: true,
  questions: reviewedQuestions.slice(0, 4),
};
