import type { Test } from '@elearning/api-client';
import { decideTestPage, parseId } from './deepLink';
import { errorReason } from './errors';
import { inactivityOptions } from './inactivity';

const test: Test = {
  id: 2,
  title: 'CCDAK Full Mock Exam',
  description: '',
  timeLimit: 5400,
  passingScore: 70,
  totalQuestions: 60,
  topics: ['Producer'],
  userAttempts: 0,
  bestScore: null,
  lastStatus: 'NOT STARTED',
  lastMode: null,
  hasAbandonedTest: false,
  remainingTime: null,
  isFree: false,
  price: 29.99,
  currency: 'USD',
  isActive: true,
  hasAccess: true,
  accessExpiryDate: '2027-05-21T16:36:07Z',
  daysRemaining: 181,
};
const query = (over: Partial<Parameters<typeof decideTestPage>[1]>) => ({
  data: undefined,
  error: undefined,
  isLoading: false,
  ...over,
});

describe('the test page deep link', () => {
  it('reads a positive whole id from the URL', () => {
    expect(parseId('2')).toBe(2);
    for (const bad of [undefined, '', '0', '-1', '2.5', 'abc', '1e3', '99999999999999999999'])
      expect(parseId(bad)).toBeNull();
  });

  it('sends an unknown, invalid or retired test back to the catalogue', () => {
    expect(decideTestPage(null, query({}))).toEqual({ kind: 'notFound' });
    expect(decideTestPage(9, query({ error: { status: 404 } }))).toEqual({ kind: 'notFound' });
    expect(decideTestPage(2, query({ data: { ...test, isActive: false } }))).toEqual({ kind: 'notFound' });
  });

  it('opens the purchase modal for a paid test without access', () => {
    expect(decideTestPage(2, query({ data: { ...test, hasAccess: false } }))).toEqual({
      kind: 'locked',
      testId: 2,
    });
    expect(decideTestPage(2, query({ error: { status: 403 } }))).toEqual({ kind: 'locked', testId: 2 });
  });

  it('opens a free test or a bought one', () => {
    expect(decideTestPage(2, query({ data: test }))).toEqual({ kind: 'ready', test });
    const free = { ...test, isFree: true, hasAccess: true };
    expect(decideTestPage(2, query({ data: free }))).toEqual({ kind: 'ready', test: free });
  });

  it('keeps a loaded test on screen when a later refresh fails', () => {
    expect(decideTestPage(2, query({ data: test, error: { status: 0 } }))).toMatchObject({ kind: 'ready' });
  });

  it('waits while loading, or while the data is still another test’s', () => {
    expect(decideTestPage(2, query({ isLoading: true }))).toEqual({ kind: 'loading' });
    expect(decideTestPage(3, query({ data: test }))).toEqual({ kind: 'loading' });
  });

  it('reports other failures', () => {
    expect(decideTestPage(2, query({ error: { status: 401 } }))).toEqual({ kind: 'unauthenticated' });
    expect(decideTestPage(2, query({ error: { status: 500 } }))).toEqual({ kind: 'error', status: 500 });
  });
});

describe('errorReason', () => {
  it('maps each engine failure to its screen message', () => {
    const reason = (kind: Parameters<typeof errorReason>[0]['kind'], status: number | null = 500) =>
      errorReason({ kind, status, message: '' });
    expect(reason('start')).toBe('startOrResume');
    expect(reason('resume')).toBe('resumeTest');
    expect(reason('question')).toBe('loadQuestion');
    expect(reason('pause')).toBe('pauseTest');
    expect(reason('submit')).toBe('submitTest');
    expect(reason('submit', 401)).toBe('authRequired');
  });
});

describe('inactivityOptions', () => {
  it('keeps the spec’s clock unless a test page shortens it', () => {
    expect(inactivityOptions(undefined)).toEqual({});
    expect(inactivityOptions({ warnAfter: 3, pauseAfter: 6 })).toEqual({
      inactivityWarningAfter: 3,
      inactivityPauseAfter: 6,
    });
  });

  it('ignores values that make no sense', () => {
    expect(inactivityOptions('fast')).toEqual({});
    expect(inactivityOptions({ warnAfter: -1, pauseAfter: 'x' })).toEqual({});
    expect(inactivityOptions({ warnAfter: 10, pauseAfter: 6 })).toEqual({ inactivityPauseAfter: 6 });
    expect(inactivityOptions({ warnAfter: 120 })).toEqual({ inactivityWarningAfter: 120 });
  });

  it('reads window.__EXAM_INACTIVITY__ by default', () => {
    window.__EXAM_INACTIVITY__ = { warnAfter: 2, pauseAfter: 4 };
    expect(inactivityOptions()).toEqual({ inactivityWarningAfter: 2, inactivityPauseAfter: 4 });
    delete window.__EXAM_INACTIVITY__;
  });
});
