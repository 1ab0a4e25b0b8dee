import type { HistorySummary, Question, Test, TestResult, User } from '../src/types';

export const user: User = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  status: 'ACTIVE',
  mustChangePassword: false,
};

export const test: Test = {
  id: 2,
  title: 'Kafka Developer Practice Test 1',
  description: 'A full-length practice exam.',
  timeLimit: 5400,
  passingScore: 70,
  totalQuestions: 60,
  topics: ['Producer', 'Consumer'],
  userAttempts: 0,
  bestScore: null,
  lastStatus: 'NOT STARTED',
  lastMode: null,
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

export const history: HistorySummary[] = [
  {
    testHistoryId: 42,
    mode: 'exam',
    testId: 2,
    correctAnswersCount: 47,
    totalQuestions: 60,
    score: 78,
    passingScore: 70,
    passed: true,
    endTime: '2026-11-20T10:15:00Z',
    timeUsed: 4210,
  },
];

export const question: Question = {
  questionId: 311,
  orderId: 1,
  type: 'single',
  questionText: 'Which producer setting makes retries safe from duplicates?',
  category: 'PRODUCER',
  categoryName: 'Producer',
  correctAnswersNumber: 1,
  flagged: false,
  selectedChoiceIds: [],
  choices: [
    { choiceId: 1201, choiceText: 'enable.idempotence=true', choiceOrder: 1 },
    { choiceId: 1202, choiceText: 'acks=0', choiceOrder: 2 },
  ],
};

export const result: TestResult = {
  historyId: 43,
  mode: 'exam',
  testId: 2,
  testTitle: test.title,
  score: 100,
  correctAnswersCount: 1,
  totalQuestions: 1,
  passingScore: 70,
  passed: true,
  timeUsed: 60,
  timeLimit: 5400,
  endTime: '2026-11-21T16:43:00Z',
  questions: [],
  wrongCount: 0,
  unansweredCount: 0,
  activeTime: 0,
  previousScore: null,
};

export const envelope = <T>(data: T) => ({ success: true, data });
