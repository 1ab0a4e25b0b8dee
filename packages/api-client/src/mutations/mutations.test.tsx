// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { json } from '../../test/fakeFetch';
import { envelope, history, question, result as testResult, test, user } from '../../test/fixtures';
import { renderWithApi, routes } from '../../test/renderWithApi';
import { useMe } from '../hooks/useMe';
import { useOrders } from '../hooks/useOrders';
import { useQuestion } from '../hooks/useQuestion';
import { useSubscriptionStatus } from '../hooks/useSubscriptionStatus';
import { useTestHistory } from '../hooks/useTestHistory';
import { useTestResult } from '../hooks/useTestResult';
import { useTests } from '../hooks/useTests';
import { useExecutePayment } from './useExecutePayment';
import { useFlagQuestion } from './useFlagQuestion';
import { useLogin } from './useLogin';
import { useLogout } from './useLogout';
import { useReportQuestion } from './useReportQuestion';
import { useSubmitAnswer } from './useSubmitAnswer';
import { useSubmitTest } from './useSubmitTest';
import { useUpdateProfile } from './useUpdateProfile';

const count = (paths: string[], path: string) => paths.filter((p) => p === path).length;

it('submitting an attempt stores its result and refreshes the tests and that history', async () => {
  const fake = routes({
    'GET /tests': envelope([test]),
    'GET /tests/2/history': envelope(history),
    'POST /test-taking/88/submit': envelope(testResult),
  });
  const { result } = renderWithApi(
    () => ({
      tests: useTests(),
      history: useTestHistory(2),
      stored: useTestResult(testResult.historyId),
      submit: useSubmitTest(),
    }),
    fake,
  );
  await waitFor(() => expect(result.current.history.data).toBeDefined());

  await act(() => result.current.submit({ sessionId: 88, remainingTime: 5340 }));

  expect(result.current.stored.data).toEqual(testResult);
  await waitFor(() => expect(count(fake.paths(), '/tests/2/history')).toBe(2));
  expect(count(fake.paths(), '/tests?requireAuth=true')).toBe(2);
  expect(await fake.requests.find((r) => r.method === 'POST')?.json()).toEqual({ remainingTime: 5340 });
});

it('executing a payment refreshes tests, orders and the subscription', async () => {
  const fake = routes({
    'GET /tests': envelope([test]),
    'GET /orders': envelope([]),
    'GET /payments/subscription/status': {
      subscriptionPaid: false,
      subscriptionDate: null,
      subscriptionExpiryDate: null,
    },
    'POST /payments/paypal/execute': { success: true, message: 'Paid', status: 'COMPLETED', testId: 2 },
  });
  const { result } = renderWithApi(
    () => ({
      tests: useTests(),
      orders: useOrders(),
      sub: useSubscriptionStatus(),
      execute: useExecutePayment(),
    }),
    fake,
  );
  await waitFor(() => expect(result.current.sub.data).toBeDefined());

  const answer = await act(() => result.current.execute({ paymentId: 'P-1', payerId: 'PAYER' }));

  expect(answer.testId).toBe(2);
  await waitFor(() => expect(count(fake.paths(), '/orders')).toBe(2));
  expect(count(fake.paths(), '/tests?requireAuth=true')).toBe(2);
  expect(count(fake.paths(), '/payments/subscription/status')).toBe(2);
});

it('signing in stores the user without the token; updating the profile replaces it', async () => {
  let current = user;
  const fake = routes({
    'POST /users/login': { ...user, token: 'secret' },
    'GET /users/me': () => json(current),
    'PATCH /users/profile': () => json((current = { ...user, firstName: 'Augusta' })),
  });
  const { result } = renderWithApi(
    () => ({ me: useMe(), login: useLogin(), update: useUpdateProfile() }),
    fake,
  );

  await act(() => result.current.login({ email: user.email, password: 'correct-horse' }));
  expect(result.current.me.data).toEqual(user);

  await act(() => result.current.update({ firstName: 'Augusta', lastName: user.lastName }));
  expect(result.current.me.data?.firstName).toBe('Augusta');
});

it('signing out forgets cached data', async () => {
  const fake = routes({ 'GET /users/me': user, 'POST /users/logout': { success: true, message: 'Bye' } });
  const { result } = renderWithApi(() => ({ me: useMe(), logout: useLogout() }), fake);
  await waitFor(() => expect(result.current.me.data).toEqual(user));

  await act(() => result.current.logout());

  expect(result.current.me.data).toBeUndefined();
});

it('answering and flagging keep the cached question in step', async () => {
  const fake = routes({
    'GET /test-taking/88/question/1': envelope(question),
    'POST /test-taking/88/answer': envelope({
      questionId: 311,
      selectedChoiceIds: [1201],
      remainingTime: 5000,
    }),
    'PUT /test-taking/88/questions/311/flag': envelope({ questionId: 311, flagged: true }),
  });
  const { result } = renderWithApi(
    () => ({ question: useQuestion(88, 1), answer: useSubmitAnswer(), flag: useFlagQuestion() }),
    fake,
  );
  await waitFor(() => expect(result.current.question.data).toBeDefined());

  const saved = await act(() =>
    result.current.answer({ sessionId: 88, questionId: 311, selectedChoiceIds: [1201], remainingTime: 5010 }),
  );
  await act(() => result.current.flag({ sessionId: 88, questionId: 311, flagged: true }));

  expect(saved.remainingTime).toBe(5000);
  expect(result.current.question.data).toMatchObject({ selectedChoiceIds: [1201], flagged: true });
  expect(count(fake.paths(), '/test-taking/88/question/1')).toBe(1);
});

it('reporting a question shows the stored report in the cached review without refetching it', async () => {
  const reviewed = {
    questionId: 311,
    orderId: 1,
    questionText: 'Which setting?',
    category: 'PRODUCER' as const,
    categoryName: 'Producer' as const,
    explanation: 'Because.',
    flagged: false,
    ignored: false,
    correct: true,
    answers: [],
    references: [],
    report: null,
  };
  const withQuestion = { ...testResult, questions: [reviewed, { ...reviewed, questionId: 312, orderId: 2 }] };
  const stored = { reason: 'typo' as const, comment: 'partiton', updatedAt: '2026-11-21T17:00:00Z' };
  const fake = routes({
    'GET /tests/history/43': envelope(withQuestion),
    'PUT /tests/history/43/questions/311/report': envelope(stored),
  });
  const { result } = renderWithApi(() => ({ review: useTestResult(43), report: useReportQuestion() }), fake);
  await waitFor(() => expect(result.current.review.data).toBeDefined());

  await act(() =>
    result.current.report({ historyId: 43, questionId: 311, reason: 'typo', comment: 'partiton' }),
  );

  expect(result.current.review.data?.questions.map((q) => q.report)).toEqual([stored, null]);
  expect(count(fake.paths(), '/tests/history/43')).toBe(1);
  expect(await fake.requests.find((r) => r.method === 'PUT')?.json()).toEqual({
    reason: 'typo',
    comment: 'partiton',
  });
});

it('mutation functions keep their identity across renders', () => {
  const { result, rerender } = renderWithApi(() => useSubmitTest(), routes({}));
  const first = result.current;
  rerender();
  expect(result.current).toBe(first);
});

it('hooks need an ApiClientProvider', () => {
  expect(() => renderHook(() => useLogin())).toThrow(/ApiClientProvider/);
});
