import type { DomainProgress, Progress, ProgressUrls, TestProgress } from './types';

/** Sample link targets for stories and tests (the site passes its own). */
export const sampleProgressUrls: ProgressUrls = {
  tests: '/tests',
  progress: '/progress',
  practiseDomain: (testId) => `/tests/${testId}`,
};

const domain = (
  name: string,
  key: string,
  poolSize: number,
  seen: number,
  answered: number,
  correct: number,
): DomainProgress => ({
  domain: name,
  key,
  poolSize,
  seen,
  answered,
  correct,
  accuracy: answered ? Math.round((correct * 100) / answered) : null,
});

const ccdakDomains = [
  domain('Producer', 'PRODUCER', 24, 18, 20, 16),
  domain('Consumer', 'CONSUMER', 22, 15, 20, 13),
  domain('Broker', 'BROKER', 20, 12, 16, 8),
  domain('Kafka Streams', 'KAFKA_STREAMS', 16, 9, 12, 5),
  domain('Kafka Connect', 'KAFKA_CONNECT', 15, 7, 9, 5),
  domain('ksqlDB', 'KSQLDB', 12, 4, 5, 3),
  domain('Schema Registry', 'SCHEMA_REGISTRY', 10, 6, 8, 5),
  domain('Security', 'SECURITY', 10, 3, 4, 2),
  domain('Testing', 'TESTING', 8, 2, 2, 1),
  domain('Monitoring', 'MONITORING', 8, 0, 0, 0),
];

/** A test with a range: exam and practice attempts, six domains. */
export const estimatedTest: TestProgress = {
  testId: 3,
  title: 'CCDAK Full Mock Exam',
  passingScore: 70,
  poolSize: 109,
  questionsSeen: 65,
  scores: [
    { historyId: 11, mode: 'exam', score: 52, passed: false, endTime: '2026-11-02T10:00:00Z' },
    { historyId: 12, mode: 'practice', score: 61, passed: false, endTime: '2026-11-04T10:00:00Z' },
    { historyId: 13, mode: 'practice', score: 68, passed: false, endTime: '2026-11-08T10:00:00Z' },
    { historyId: 14, mode: 'exam', score: 66, passed: false, endTime: '2026-11-12T10:00:00Z' },
    { historyId: 15, mode: 'practice', score: 79, passed: true, endTime: '2026-11-18T10:00:00Z' },
    { historyId: 16, mode: 'exam', score: 74, passed: true, endTime: '2026-11-22T10:00:00Z' },
  ],
  domains: ccdakDomains,
  readiness: {
    status: 'estimated',
    answersUsed: 82,
    minimumAnswers: 20,
    low: 58,
    high: 71,
    estimate: 65,
    passingScore: 70,
    weakestDomains: [ccdakDomains[3]!, ccdakDomains[2]!, ccdakDomains[4]!],
  },
};

/** A test with one attempt: below the threshold. */
export const notEnoughTest: TestProgress = {
  testId: 1,
  title: 'Kafka Fundamentals (free)',
  passingScore: 70,
  poolSize: 30,
  questionsSeen: 8,
  scores: [{ historyId: 21, mode: 'exam', score: 60, passed: false, endTime: '2026-11-23T09:00:00Z' }],
  domains: [
    domain('Producer', 'PRODUCER', 12, 4, 4, 3),
    domain('Consumer', 'CONSUMER', 10, 3, 3, 1),
    domain('Broker', 'BROKER', 8, 1, 1, 1),
  ],
  readiness: {
    status: 'not_enough_data',
    answersUsed: 8,
    minimumAnswers: 20,
    low: null,
    high: null,
    estimate: null,
    passingScore: 70,
    weakestDomains: [
      domain('Consumer', 'CONSUMER', 10, 3, 3, 1),
      domain('Producer', 'PRODUCER', 12, 4, 4, 3),
    ],
  },
};

/** A test the learner may take but has not attempted. */
export const untouchedTest: TestProgress = {
  testId: 2,
  title: 'Streams, Connect and ksqlDB',
  passingScore: 70,
  poolSize: 40,
  questionsSeen: 0,
  scores: [],
  domains: [
    domain('Kafka Streams', 'KAFKA_STREAMS', 15, 0, 0, 0),
    domain('Kafka Connect', 'KAFKA_CONNECT', 13, 0, 0, 0),
    domain('ksqlDB', 'KSQLDB', 12, 0, 0, 0),
  ],
  readiness: {
    status: 'not_enough_data',
    answersUsed: 0,
    minimumAnswers: 20,
    low: null,
    high: null,
    estimate: null,
    passingScore: 70,
    weakestDomains: [],
  },
};

export const sampleProgress: Progress = {
  streak: { currentDays: 4, longestDays: 9, studiedToday: true, lastStudyDay: '2026-11-23' },
  recentAnswersPerDomain: 20,
  tests: [estimatedTest, notEnoughTest, untouchedTest],
};

export const newLearnerProgress: Progress = {
  streak: { currentDays: 0, longestDays: 0, studiedToday: false, lastStudyDay: null },
  recentAnswersPerDomain: 20,
  tests: [untouchedTest],
};
