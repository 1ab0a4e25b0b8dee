import { freeTest } from '../../test/fakeApi';
import { dashboardOpenAttempts, dashboardTests, isReturning } from './content';

describe('dashboard content', () => {
  it('opens each of My Tests on its own page', () => {
    expect(dashboardTests([freeTest])).toEqual([
      {
        id: freeTest.id,
        title: freeTest.title,
        questionCount: freeTest.totalQuestions,
        href: `/tests/${freeTest.id}`,
      },
    ]);
  });

  it('lists open attempts at the question the server kept, untimed for practice', () => {
    const exam = {
      ...freeTest,
      id: 4,
      hasAbandonedTest: true,
      openQuestion: 8,
      remainingTime: 600,
      lastMode: 'exam' as const,
    };
    const practice = {
      ...freeTest,
      id: 5,
      hasAbandonedTest: true,
      openQuestion: null,
      remainingTime: 99,
      lastMode: 'practice' as const,
    };
    expect(dashboardOpenAttempts([freeTest, exam, practice])).toEqual([
      expect.objectContaining({ id: 4, questionNumber: 8, remainingTime: 600, href: '/tests/4?question=8' }),
      expect.objectContaining({ id: 5, questionNumber: 1, remainingTime: null, href: '/tests/5?question=1' }),
    ]);
    expect(dashboardOpenAttempts(undefined)).toEqual([]);
  });

  it('greets "Welcome back" once anything was started', () => {
    expect(isReturning(undefined)).toBe(false);
    expect(isReturning({ testsCompleted: 0, testsInProgress: 0 })).toBe(false);
    expect(isReturning({ testsCompleted: 0, testsInProgress: 1 })).toBe(true);
  });
});
