import type { AuthStatus, Progress, Test, User, UserStats } from '@elearning/api-client';

/**
 * Sample answers for rendering a signed-in page at build time: not a learner's data, only markup that uses the
 * rules a learner's page uses (each kind of test card, a dashboard with scores), so the page's critical CSS
 * covers them (prerenderPages.ts). An address with no sample answers 404: that part renders as it would fail.
 */
const learner: User = {
  id: 1,
  firstName: 'Sample',
  lastName: 'Learner',
  email: 'sample@example.invalid',
  status: 'ACTIVE',
  mustChangePassword: false,
};

const baseTest: Test = {
  id: 1,
  title: 'Kafka Fundamentals Practice Test',
  description: 'Producers, consumers and brokers: the basics before the full mock exams.',
  timeLimit: 1800,
  passingScore: 70,
  totalQuestions: 24,
  topics: ['Producer', 'Consumer', 'Broker'],
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

const tests: Test[] = [
  baseTest,
  { ...baseTest, id: 2, title: 'CCDAK Mock Exam', isFree: false, price: 29.99, hasAccess: false },
  {
    ...baseTest,
    id: 3,
    title: 'CCDAK Mock Exam 2',
    isFree: false,
    price: 29.99,
    userAttempts: 2,
    bestScore: 82,
    lastStatus: 'PAUSED',
    lastMode: 'exam',
    hasAbandonedTest: true,
    remainingTime: 1200,
    accessExpiryDate: '2027-01-15T12:00:00Z',
    daysRemaining: 40,
  },
  {
    ...baseTest,
    id: 4,
    title: 'Kafka Streams Practice',
    userAttempts: 1,
    bestScore: 55,
    lastStatus: 'COMPLETED',
  },
];

const stats: UserStats = {
  testsCompleted: 3,
  testsInProgress: 1,
  timeSpentSeconds: 7200,
  averageScore: 68.5,
};

const domain: Progress['tests'][number]['domains'][number] = {
  domain: 'Producer',
  key: 'PRODUCER',
  poolSize: 30,
  seen: 20,
  answered: 20,
  correct: 15,
  accuracy: 75,
};
const progress: Progress = {
  streak: { currentDays: 3, longestDays: 5, studiedToday: true, lastStudyDay: '2026-11-28' },
  recentAnswersPerDomain: 20,
  tests: [
    {
      testId: 1,
      title: baseTest.title,
      passingScore: 70,
      poolSize: 60,
      questionsSeen: 40,
      scores: [
        { historyId: 1, mode: 'exam', score: 55, passed: false, endTime: '2026-11-20T10:00:00Z' },
        { historyId: 2, mode: 'exam', score: 82, passed: true, endTime: '2026-11-27T10:00:00Z' },
      ],
      domains: [domain, { ...domain, domain: 'Consumer', key: 'CONSUMER', accuracy: 50, correct: 10 }],
      readiness: {
        status: 'estimated',
        answersUsed: 40,
        minimumAnswers: 30,
        low: 62,
        high: 80,
        estimate: 71,
        passingScore: 70,
        weakestDomains: [domain],
      },
    },
  ],
};

const answers: Record<string, unknown> = {
  '/users/auth-status': { authenticated: true } satisfies AuthStatus,
  '/users/me': learner,
  '/tests': { success: true, data: tests },
  '/users/me/stats': stats,
  '/users/me/progress': progress,
};

/** The API for a sample render: `ApiFetch` (src/app/serverSession.ts) over the answers above. */
export async function sampleApi(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^\/elearning\/api/, '');
  const body = answers[path];
  return new Response(JSON.stringify(body ?? { success: false, code: 'NOT_FOUND', message: path }), {
    status: body === undefined ? 404 : 200,
    headers: { 'content-type': 'application/json' },
  });
}
